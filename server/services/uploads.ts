/**
 * Image uploads (avatars, book covers): size-limited, typed by their bytes
 * rather than by the client's file name or content type, stored under a
 * server-chosen name and recorded per author, so a later profile or book
 * update can check that a URL is one of that author's own uploads.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import type { Author, UploadKind } from '../db/schema';
import { invalid } from '../http/failure';
import { hasUpload, insertUpload } from '../repositories/uploads';

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
export function sniffImageType(buf: Uint8Array): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, PNG_SIGNATURE)) return 'png';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * The uploaded file of a multipart request, or undefined when the request is
 * not multipart or carries no file (storeUpload then answers "required").
 */
export async function requestFile(req: FastifyRequest): Promise<MultipartFile | undefined> {
  if (!req.isMultipart()) return undefined;
  return req.file();
}

export interface StoreUploadOptions {
  /** Largest accepted file; must not exceed the multipart plugin's own limit. */
  maxBytes: number;
  allowed: readonly ImageType[];
}

export interface StoredUpload {
  id: string;
  /** Public URL, e.g. `/uploads/avatar/k3j5h2g7d9s1a0qp.png`. */
  url: string;
  /** Relative to the uploads directory, as recorded in the uploads table. */
  path: string;
  contentType: string;
  size: number;
}

/**
 * Reads the file, keeping at most maxBytes in memory (the rest is drained so
 * the request completes), or null when it is larger.
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
 * Validates and stores one uploaded image for the author: 101001 with
 * `file: validation.required | validation.fileSize | validation.fileType`
 * when it is missing, too large, or not one of the allowed types by content.
 */
export async function storeUpload(
  app: AppContext,
  author: Pick<Author, 'id'>,
  kind: UploadKind,
  file: MultipartFile | undefined,
  options: StoreUploadOptions,
): Promise<StoredUpload> {
  if (!file) throw invalid({ file: 'validation.required' });
  const bytes = await readLimited(file, options.maxBytes);
  if (!bytes) throw invalid({ file: 'validation.fileSize' });
  if (bytes.length === 0) throw invalid({ file: 'validation.required' });
  const type = sniffImageType(bytes);
  if (!type || !options.allowed.includes(type)) throw invalid({ file: 'validation.fileType' });

  const { ext, contentType } = IMAGE_FORMATS[type];
  const id = newId();
  // Server-chosen name and extension: the served content type follows the
  // sniffed type, never the client's file name.
  const path = `${kind}/${id}.${ext}`;
  const dir = join(app.config.uploadsDir, kind);
  await mkdir(dir, { recursive: true });
  const fullPath = join(dir, `${id}.${ext}`);
  await writeFile(fullPath, bytes);
  try {
    await insertUpload(app.db, {
      id,
      authorId: author.id,
      kind,
      contentType,
      size: bytes.length,
      path,
      createTime: app.now(),
    });
  } catch (error) {
    await rm(fullPath, { force: true });
    throw error;
  }
  return { id, url: `/uploads/${path}`, path, contentType, size: bytes.length };
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
  const prefix = `/uploads/${kind}/`;
  if (!url.startsWith(prefix)) return false;
  return hasUpload(app.db, authorId, kind, url.slice('/uploads/'.length));
}
