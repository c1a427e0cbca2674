/**
 * The avatar as stored carries no metadata: a camera photo with EXIF (make,
 * model, GPS location) comes back re-encoded, upright and without any of it.
 * The 4 MB photo's sizes in and out and the re-encoding time are printed for
 * the closing note (a figure, not an assertion: the machine is shared).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIZE, reencodeAvatar } from '../../server/services/account/avatar-image';
import { startServer, type TestServer, UNSIGNED_PHONE } from './harness';
import { fileForm, hasGpsPointer, photoWithLocation } from './images';

let server: TestServer;
// Starting a server takes long on a loaded machine.
beforeAll(async () => {
  server = await startServer();
}, 300_000);
afterAll(async () => {
  await server?.close();
});

describe('avatar re-encoding', () => {
  it('re-encodes a 4 MB photo to at most 512 px without its location', async () => {
    const photo = await photoWithLocation(3000, 2250, 92);
    expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
    const before = await sharp(photo).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);

    const started = performance.now();
    const out = await reencodeAvatar(photo, 'jpeg');
    const ms = performance.now() - started;
    const after = await sharp(out.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(Math.max(after.width ?? 0, after.height ?? 0)).toBe(AVATAR_SIZE);
    console.log(
      `avatar re-encode: ${(photo.length / 1024 / 1024).toFixed(2)} MB (${before.width}x${before.height}) -> ${(out.bytes.length / 1024).toFixed(1)} KB (${after.width}x${after.height}) in ${ms.toFixed(0)} ms`,
    );
  });

  it('stores an uploaded photo without EXIF and GPS', async () => {
    const token = await server.login(UNSIGNED_PHONE);
    const photo = await photoWithLocation(600, 600, 80);
    expect(photo.length).toBeLessThan(1024 * 1024);
    expect(hasGpsPointer((await sharp(photo).metadata()).exif)).toBe(true);
    const { avatar_url } = await server.ok<{ avatar_url: string }>('uploadAvatar', {
      token,
      rawBody: fileForm(photo, 'IMG_0001.jpg', 'image/jpeg'),
    });
    const stored = Buffer.from(await (await fetch(`${server.baseUrl}${avatar_url}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(AVATAR_SIZE);
  });
});
