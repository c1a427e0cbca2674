/**
 * The avatar as stored: re-encoded without metadata by the rules every
 * upload shares (./image-reencode.ts), at most AVATAR_SIZE pixels a side.
 */
import { type ImageRules, MAX_INPUT_PIXELS, reencodeImage } from '../platform/image-reencode';
import type { ImageType } from '../platform/uploads';

/** Largest side of a stored avatar (the crop in the browser sends 512 x 512). */
export const AVATAR_SIZE = 512;

const AVATAR_IMAGE_RULES: ImageRules = {
  maxWidth: AVATAR_SIZE,
  maxHeight: AVATAR_SIZE,
  maxInputPixels: MAX_INPUT_PIXELS,
  // 512 x 512 RGBA as PNG is at most about 1 MB; anything larger goes JPEG.
  maxOutputBytes: 1024 * 1024,
};

/** The avatar re-encoded (see ./image-reencode.ts for what is refused). */
export function reencodeAvatar(
  bytes: Buffer,
  type: ImageType,
): Promise<{ bytes: Buffer; type: ImageType }> {
  return reencodeImage(bytes, type, AVATAR_IMAGE_RULES);
}
