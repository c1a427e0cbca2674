/**
 * Image uploads (avatars, book covers): size-limited, typed by their bytes
 * rather than by the client's file name or content type, stored under a
 * server-chosen name in the app's file store (server/storage/: the database
 * on PostgreSQL, so every server process serves them) and recorded per
 * author, so a later profile or book update can check that a URL is one of
 * that author's own uploads.
 *
 * Bounded per author (UPLOAD_QUOTA, checked under a per-author lock, so it
 * holds across concurrent requests and processes), and nothing is kept that
 * nobody uses: the file an avatar or cover replaces goes at once, and
 * uploads never put to use go after a day (the scheduler's sweep).
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { type Author, UPLOAD_KINDS, type UploadKind } from '../../db/schema';
import { invalid } from '../../http/failure';
import { fileRecord } from '../../repositories/stored-files';
import {
  isUploadInUse,
  lockUploadsOf,
  UPLOADS_URL_PREFIX,
  unusedUploadKeys,
  uploadUsage,
} from '../../repositories/uploads';
import type { FileContent } from '../../storage';

/**
 * What one author may hold: a few uploads not (yet) used as the avatar or a
 * cover (an upload is used right after it is made; more is someone filling
 * the disk), and a total far above any real profile and book list.
 */
const UPLOAD_QUOTA = { unusedFiles: 20, bytes: 200 * 1024 * 1024 } as const;
/** Uploads nothing uses are removed once this old (a form left open for hours still works). */
const UNUSED_UPLOAD_TTL_MS = 24 * 3_600_000;
/** Files one sweep removes at most (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

export type ImageType = 'jpeg' | 'png' | 'webp';

const IMAGE_FORMATS: Record<ImageType, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(buf: Uint8Array, bytes: readonly number[], at = 0): boolean {
  if (buf.length < at + bytes.length) return false;
  return bytes.every((b, i) => buf[at + i] === b);
}

function ascii(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

/** The image type the bytes really are (by magic number), or null. */
function sniffImageType(buf: Uint8Array): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, PNG_SIGNATURE)) return 'png';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface StoreUploadOptions {
  /** Largest accepted file; must not exceed the multipart plugin's own limit. */
  maxBytes: number;
  allowed: readonly ImageType[];
  /**
   * Rewrites the checked image before it is stored (the avatar's re-encoding
   * without metadata); throwing `invalid` refuses the upload.
   */
  transform?: (bytes: Buffer, type: ImageType) => Promise<{ bytes: Buffer; type: ImageType }>;
}

export interface StoredUpload {
  /** Public URL, e.g. `/uploads/avatar/k3j5h2g7d9s1a0qp.png`. */
  url: string;
  /** The file store's key: the URL after /uploads/. */
  key: string;
  contentType: string;
  size: number;
}

/** The form field an upload's file travels in (the spec's FileUpload). */
const FILE_FIELD = 'file';
/** The multipart plugin's refusal of a file over its own ceiling (UPLOAD_LIMIT_BYTES). */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
/** The multipart plugin's refusal of a second file (its `files: 1` limit). */
const FILES_LIMIT = 'FST_FILES_LIMIT';

/**
 * Reads a stream, keeping at most maxBytes in memory (the rest is drained so
 * the request completes); null when it is larger.
 */
async function readLimited(file: MultipartFile, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  // truncated: the multipart plugin's own limit cut the stream short.
  if (file.file.truncated || size > maxBytes) return null;
  return Buffer.concat(chunks, size);
}

/**
 * The bytes of the one file of an upload request (the part named `file`),
 * or a refusal: 101001 with `file: validation.required` (no such part, or a
 * request that is not multipart), `file: validation.tooMany` (a second
 * file), `file: validation.fileSize` (over maxBytes or the plugin's
 * ceiling), and `_:
 * validation.type` for a body the multipart parser cannot read (no or
 * another boundary, cut short, not multipart at all).
 *
 * The parser (busboy, through @fastify/multipart) reports a malformed body
 * by throwing plain errors, from req.parts() itself (a missing boundary) or
 * while the parts are read (a body cut short); left to the app's error
 * handler those were faults, answered 500 with a stack in the log. Every
 * such error is a bad request and is answered here as one.
 */
async function readUploadedFile(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!req.isMultipart()) throw invalid({ [FILE_FIELD]: 'validation.required' });
  let bytes: Buffer | null | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD) {
        // Read to its end so the parser goes on to the next part.
        for await (const _ of part.file);
        continue;
      }
      bytes = await readLimited(part, maxBytes);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === FILE_TOO_LARGE) throw invalid({ [FILE_FIELD]: 'validation.fileSize' });
    if (code === FILES_LIMIT) throw invalid({ [FILE_FIELD]: 'validation.tooMany' });
    throw invalid({ _: 'validation.type' }, 'Malformed multipart body');
  }
  if (bytes === undefined) throw invalid({ [FILE_FIELD]: 'validation.required' });
  if (bytes === null) throw invalid({ [FILE_FIELD]: 'validation.fileSize' });
  return bytes;
}

/**
 * Validates and stores one uploaded image for the author: 101001 with
 * `file: validation.required | validation.fileSize | validation.fileType`
 * when it is missing, too large, or not one of the allowed types by content,
 * and `file: validation.uploadQuota` when the author holds too much already.
 */
export async function storeUpload(
  app: AppContext,
  author: Pick<Author, 'id'>,
  kind: UploadKind,
  req: FastifyRequest,
  options: StoreUploadOptions,
): Promise<StoredUpload> {
  const bytes = await readUploadedFile(req, options.maxBytes);
  if (bytes.length === 0) throw invalid({ file: 'validation.required' });
  const sniffed = sniffImageType(bytes);
  if (!sniffed || !options.allowed.includes(sniffed))
    throw invalid({ file: 'validation.fileType' });
  const { bytes: stored, type } = options.transform
    ? await options.transform(bytes, sniffed)
    : { bytes, type: sniffed };

  const { ext, contentType } = IMAGE_FORMATS[type];
  // Server-chosen name and extension: the served content type follows the
  // sniffed type, never the client's file name.
  const key = `${kind}/${newId()}.${ext}`;
  await app.db.transaction(async (tx) => {
    await lockUploadsOf(tx, author.id);
    const usage = await uploadUsage(tx, author.id, UPLOAD_KINDS);
    if (
      usage.unused >= UPLOAD_QUOTA.unusedFiles ||
      usage.bytes + stored.length > UPLOAD_QUOTA.bytes
    ) {
      throw invalid({ file: 'validation.uploadQuota' });
    }
    await app.files.put(tx, {
      key,
      ownerId: author.id,
      contentType,
      bytes: stored,
      createTime: app.now(),
    });
  });
  return { url: `${UPLOADS_URL_PREFIX}${key}`, key, contentType, size: stored.length };
}

/** The file store's key of an upload URL of this kind, or null. */
function uploadKey(url: string, kind: UploadKind): string | null {
  const prefix = `${UPLOADS_URL_PREFIX}${kind}/`;
  return url.startsWith(prefix) ? url.slice(UPLOADS_URL_PREFIX.length) : null;
}

/**
 * True when `url` (`/uploads/<kind>/<file>`) is an upload of this kind made
 * by this author, so nobody can point a profile or book at someone else's
 * file or at an arbitrary path.
 */
export async function isOwnUpload(
  app: AppContext,
  authorId: string,
  kind: UploadKind,
  url: string,
): Promise<boolean> {
  const key = uploadKey(url, kind);
  if (!key) return false;
  const record = await fileRecord(app.db, key);
  return record?.ownerId === authorId;
}

/**
 * After the author's avatar or a cover changed away from `previousUrl`:
 * removes that upload unless something of the author still uses it (the
 * same cover on another book). A replace racing a new use of the same file
 * is the one case left to the daily sweep's check.
 */
export async function releaseUpload(
  app: AppContext,
  authorId: string,
  kind: UploadKind,
  previousUrl: string | null | undefined,
): Promise<void> {
  const key = previousUrl ? uploadKey(previousUrl, kind) : null;
  if (!key) return;
  const record = await fileRecord(app.db, key);
  if (record?.ownerId !== authorId || (await isUploadInUse(app.db, key))) return;
  await app.files.delete([key]);
}

/**
 * Removes uploads nothing has used for UNUSED_UPLOAD_TTL_MS, and whatever
 * the store holds without a record; answers how many files went.
 */
export async function sweepUnusedUploads(app: AppContext): Promise<number> {
  const before = new Date(app.now().getTime() - UNUSED_UPLOAD_TTL_MS);
  const keys = await unusedUploadKeys(app.db, UPLOAD_KINDS, before, SWEEP_BATCH);
  await app.files.delete(keys);
  return keys.length + (await app.files.sweepStrays());
}

/** The stored file behind an /uploads/ path, or null. */
export function uploadedFile(app: AppContext, key: string): Promise<FileContent | null> {
  return app.files.get(key);
}
