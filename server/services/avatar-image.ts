/**
 * The avatar as stored: decoded and encoded again by sharp (libvips), turned
 * upright by its EXIF orientation, cut to at most AVATAR_SIZE pixels a side,
 * and written without any of the upload's metadata: EXIF (camera, GPS
 * location, time), XMP, IPTC and comments never reach the store. Only the
 * pixels survive, so a crafted file cannot carry anything else through
 * either.
 */
import sharp from 'sharp';
import { invalid } from '../http/failure';
import type { ImageType } from './uploads';

/** Largest side of a stored avatar (the crop in the browser sends 512 x 512). */
export const AVATAR_SIZE = 512;
/** Decoding more pixels than this is refused (a decompression bomb), not attempted. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The re-encoded image: JPEG stays JPEG (quality 85, progressive), PNG stays
 * PNG (transparency kept), WebP stays WebP. A file that only looks like an
 * image answers 101001 `validation.fileType` on `file`.
 */
export async function reencodeAvatar(
  bytes: Buffer,
  type: ImageType,
): Promise<{ bytes: Buffer; type: ImageType }> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked to (withMetadata / keepExif): none is asked for.
    const encoded =
      type === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : type === 'webp'
          ? pipeline.webp({ quality: 85 })
          : pipeline.jpeg({ quality: 85, progressive: true, mozjpeg: true });
    return { bytes: await encoded.toBuffer(), type };
  } catch {
    throw invalid({ file: 'validation.fileType' });
  }
}
