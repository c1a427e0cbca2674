/**
 * `npm run bench:avatar`
 *
 * What the server's avatar re-encoding (server/services/account/avatar-image.ts)
 * does to a phone photo: a 4 MB-class JPEG with camera and GPS metadata is
 * made here (random-ish pixels compress badly, as a real photo's detail
 * does), re-encoded five times, and the sizes in and out, the time taken
 * (median) and whether any metadata survived are printed. It reports
 * figures and never fails on them.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { reencodeAvatar } from '../server/services/account/avatar-image';

const WIDTH = 4032;
const HEIGHT = 3024;

/** A 12-megapixel photo-like JPEG: smooth gradients under fine noise, with EXIF and GPS. */
async function phonePhoto(): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(WIDTH * HEIGHT * channels);
  let seed = 42;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / channels) % WIDTH;
    pixels[i] = Math.min(255, Math.round((x / WIDTH) * 160 + (seed % 48)));
  }
  return (
    sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels } })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '31/1 14/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '121/1 28/1 0/1',
        },
      })
      // Held sideways, as phones write it: the server must turn it upright.
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 92 })
      .toBuffer()
  );
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const input = await phonePhoto();
const inMeta = await sharp(input).metadata();
const times: number[] = [];
let output: Buffer = Buffer.alloc(0);
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  output = (await reencodeAvatar(input, 'jpeg')).bytes;
  times.push(performance.now() - started);
}
const outMeta = await sharp(output).metadata();
console.log(
  `in:  ${(input.length / 1024 / 1024).toFixed(2)} MB, ${inMeta.width}x${inMeta.height}, EXIF ${inMeta.exif?.length ?? 0} B (camera named: ${input.includes('PhoneMaker')}, orientation ${inMeta.orientation})`,
);
console.log(
  `out: ${(output.length / 1024).toFixed(1)} KB, ${outMeta.width}x${outMeta.height}, EXIF ${outMeta.exif?.length ?? 0} B, XMP ${outMeta.xmp?.length ?? 0} B, ICC ${outMeta.icc?.length ?? 0} B, camera named: ${output.includes('PhoneMaker')}`,
);
console.log(
  `re-encoding: median ${Math.round(median(times))} ms (${times.map((t) => Math.round(t)).join(', ')})`,
);
