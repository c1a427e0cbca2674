/**
 * Uploaded images as stored (avatars, covers): decoded and encoded again by
 * sharp (libvips), turned upright by their EXIF orientation, cut to a
 * largest size, and written without any of the upload's metadata: EXIF
 * (camera, GPS location, time), XMP, IPTC and comments never reach the
 * store, nor bytes appended after the image. Only the pixels survive, so a
 * crafted file cannot carry anything else through either.
 *
 * What is refused, 101001 on `file`, each with its own message id:
 * - `validation.fileType`: no image header sharp can read (only looks like one);
 * - `validation.imagePixels`: more pixels than `maxInputPixels` by its header
 *   (a decompression bomb: a small file that decodes to gigabytes), refused
 *   before anything is decoded;
 * - `validation.imageDamaged`: a readable header whose image does not decode
 *   whole (a file cut short, corrupt data).
 */
import sharp, { type Sharp } from 'sharp';
import { invalid } from '../../http/failure';
import type { ImageType } from './uploads';

/** How one kind of upload is stored. */
export interface ImageRules {
  /** The stored image fits in this box (never enlarged). */
  readonly maxWidth: number;
  readonly maxHeight: number;
  /** Decoding more pixels than this is refused, not attempted. */
  readonly maxInputPixels: number;
  /**
   * The stored file's largest size. A PNG over it (noise keeps PNG large)
   * is stored as JPEG instead; the box keeps any JPEG well under it.
   */
  readonly maxOutputBytes: number;
}

/** Pixels past which any upload is refused as a decompression bomb (40 MP: a large camera photo). */
export const MAX_INPUT_PIXELS = 40_000_000;

const fileProblem = (id: string) => invalid({ file: id });

/** The header's size, or a refusal: not an image, or too many pixels. */
async function checkHeader(bytes: Buffer, rules: ImageRules): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only: no limit here, so a bomb is named as such, not as no image.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw fileProblem('validation.fileType');
  }
  if (!width || !height) throw fileProblem('validation.fileType');
  if (width * height > rules.maxInputPixels) throw fileProblem('validation.imagePixels');
}

function encode(pipeline: Sharp, type: ImageType): Sharp {
  // sharp writes no metadata unless asked to (withMetadata / keepExif): none is asked for.
  if (type === 'png') return pipeline.png({ compressionLevel: 9 });
  if (type === 'webp') return pipeline.webp({ quality: 85 });
  return pipeline.jpeg({ quality: 85, progressive: true, mozjpeg: true });
}

/**
 * The re-encoded image: JPEG stays JPEG (quality 85, progressive), PNG
 * stays PNG (transparency kept) unless over `maxOutputBytes`, WebP stays
 * WebP; refusals as the module says.
 */
export async function reencodeImage(
  bytes: Buffer,
  type: ImageType,
  rules: ImageRules,
): Promise<{ bytes: Buffer; type: ImageType }> {
  await checkHeader(bytes, rules);
  const decoded = () =>
    sharp(bytes, { limitInputPixels: rules.maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(rules.maxWidth, rules.maxHeight, { fit: 'inside', withoutEnlargement: true });
  try {
    const stored = await encode(decoded(), type).toBuffer();
    if (stored.length <= rules.maxOutputBytes || type === 'jpeg') return { bytes: stored, type };
    // Flattened on white: a cover or avatar is shown on a light page.
    const jpeg = await encode(decoded().flatten({ background: '#ffffff' }), 'jpeg').toBuffer();
    return { bytes: jpeg, type: 'jpeg' };
  } catch {
    throw fileProblem('validation.imageDamaged');
  }
}
