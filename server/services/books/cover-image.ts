/**
 * A book cover as stored: re-encoded without metadata by the rules every
 * upload shares (./image-reencode.ts). Covers are 3:4; COVER_WIDTH x
 * COVER_HEIGHT is twice what any page shows them at, so the stored file's
 * size has a bound whatever was uploaded.
 */
import { type ImageRules, MAX_INPUT_PIXELS, reencodeImage } from '../platform/image-reencode';
import type { ImageType } from '../platform/uploads';

export const COVER_WIDTH = 900;
export const COVER_HEIGHT = 1200;
/** The upload's size limit, and the stored cover's. */
export const COVER_MAX_BYTES = 2 * 1024 * 1024;

export const COVER_IMAGE_RULES: ImageRules = {
  maxWidth: COVER_WIDTH,
  maxHeight: COVER_HEIGHT,
  maxInputPixels: MAX_INPUT_PIXELS,
  maxOutputBytes: COVER_MAX_BYTES,
};

/** The cover re-encoded (see ./image-reencode.ts for what is refused). */
export function reencodeCover(
  bytes: Buffer,
  type: ImageType,
): Promise<{ bytes: Buffer; type: ImageType }> {
  return reencodeImage(bytes, type, COVER_IMAGE_RULES);
}
