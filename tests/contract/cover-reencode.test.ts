/**
 * Covers are stored as re-encoded pixels, as avatars are
 * (server/services/platform/image-reencode.ts): no metadata (EXIF GPS), nothing
 * appended, a bounded size; decompression bombs and images cut short are
 * refused with their own message ids. Covers used to be stored byte for
 * byte, so every case here came back as it was sent.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COVER_HEIGHT,
  COVER_IMAGE_RULES,
  COVER_MAX_BYTES,
  COVER_WIDTH,
} from '../../server/services/books/cover-image';
import { reencodeImage } from '../../server/services/platform/image-reencode';
import { expectFieldError, startServer, type TestServer, UNSIGNED_PHONE } from './harness';
import {
  bombPng,
  fileForm,
  greyJpeg,
  hasGpsPointer,
  noisePng,
  photoWithLocation,
  solidPng,
} from './images';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login(UNSIGNED_PHONE);
}, 300_000);
afterAll(async () => {
  await server?.close();
});

const uploadCover = (bytes: Buffer, name: string, type: string) =>
  server.call<{ cover_url: string }>('uploadBookCover', {
    token,
    rawBody: fileForm(bytes, name, type),
  });

async function storedCover(bytes: Buffer, name: string, type: string): Promise<Buffer> {
  const answer = await uploadCover(bytes, name, type);
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  const response = await fetch(`${server.baseUrl}${answer.body.cover_url}`);
  return Buffer.from(await response.arrayBuffer());
}

describe('cover re-encoding', () => {
  it('stores a photo without EXIF or its GPS location', async () => {
    const photo = await photoWithLocation(600, 800, 80);
    expect(hasGpsPointer((await sharp(photo).metadata()).exif)).toBe(true);
    const stored = await storedCover(photo, 'cover.jpg', 'image/jpeg');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('drops whatever was appended after the image', async () => {
    const marker = Buffer.from('PK\x03\x04appended-archive-7f3a9c');
    for (const [image, name, type] of [
      [greyJpeg(), 'a.jpg', 'image/jpeg'],
      [solidPng(), 'a.png', 'image/png'],
    ] as const) {
      const stored = await storedCover(Buffer.concat([image, marker]), name, type);
      expect(stored.includes(marker)).toBe(false);
      expect((await sharp(stored).metadata()).width).toBeGreaterThan(0);
    }
  });

  it('refuses a decompression bomb by its header, without decoding it', async () => {
    const bomb = bombPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(COVER_MAX_BYTES);
    expectFieldError(
      await uploadCover(bomb, 'bomb.png', 'image/png'),
      'file',
      'validation.imagePixels',
    );
  });

  it.each([
    ['a JPEG', () => photoWithLocation(400, 600, 80), 'image/jpeg', 'c.jpg'],
    ['a PNG', () => noisePng(200, 300), 'image/png', 'c.png'],
  ])('refuses %s cut short', async (_, make, type, name) => {
    const whole = await make();
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    expectFieldError(await uploadCover(cut, name, type), 'file', 'validation.imageDamaged');
  });

  it('stores a large image within the cover box and the size bound', async () => {
    const photo = await photoWithLocation(1800, 2400, 50);
    expect(photo.length).toBeLessThanOrEqual(COVER_MAX_BYTES);
    for (const [bytes, name, type] of [
      [photo, 'big.jpg', 'image/jpeg'],
      [await noisePng(640, 640), 'noise.png', 'image/png'],
    ] as const) {
      const stored = await storedCover(bytes, name, type);
      expect(stored.length).toBeLessThanOrEqual(COVER_MAX_BYTES);
      const meta = await sharp(stored).metadata();
      expect(meta.width ?? 0).toBeLessThanOrEqual(COVER_WIDTH);
      expect(meta.height ?? 0).toBeLessThanOrEqual(COVER_HEIGHT);
    }
  });

  it('stores a PNG that would stay over the size bound as JPEG', async () => {
    const png = await noisePng(300, 300);
    const out = await reencodeImage(png, 'png', {
      ...COVER_IMAGE_RULES,
      maxOutputBytes: 100 * 1024,
    });
    expect(out.type).toBe('jpeg');
    expect((await sharp(out.bytes).metadata()).format).toBe('jpeg');
  });
});
