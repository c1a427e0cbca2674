import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configureIdCardKey,
  decryptIdCard,
  encryptIdCard,
  parseIdCardKey,
  resolveIdCardKey,
} from './id-card-crypto';

const ID = '11010519491231002X';

afterEach(() => configureIdCardKey(randomBytes(32)));

describe('ID numbers at rest', () => {
  it('are sealed with AES-256-GCM: never in clear, different each time, read back', () => {
    configureIdCardKey(randomBytes(32));
    const a = encryptIdCard(ID);
    const b = encryptIdCard(ID);
    expect(a).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(a).not.toContain('19491231');
    expect(a).not.toBe(b);
    expect(decryptIdCard(a)).toBe(ID);
    // A changed byte fails authentication: read as absent, not as garbage.
    const parts = a.split(':');
    const data = Buffer.from(parts[4]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[4] = data.toString('base64url');
    expect(decryptIdCard(parts.join(':'))).toBeNull();
    // Another key cannot read it.
    configureIdCardKey(randomBytes(32));
    expect(decryptIdCard(a)).toBeNull();
    // Numbers from before encryption read as they are.
    expect(decryptIdCard(ID)).toBe(ID);
  });

  it('come from ID_ENCRYPTION_KEY, or a key made once in the data folder outside production', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'id-key-'));
    try {
      const hex = randomBytes(32).toString('hex');
      expect(
        (await resolveIdCardKey({ envKey: hex, production: true, dataDir: dir }))?.toString('hex'),
      ).toBe(hex);
      expect(
        await resolveIdCardKey({ envKey: undefined, production: true, dataDir: dir }),
      ).toBeNull();
      const made = await resolveIdCardKey({ envKey: undefined, production: false, dataDir: dir });
      const again = await resolveIdCardKey({ envKey: undefined, production: false, dataDir: dir });
      expect(made?.equals(again!)).toBe(true);
      const file = join(dir, 'id-encryption.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(parseIdCardKey(await readFile(file, 'utf8')).equals(made!)).toBe(true);
      expect(() => parseIdCardKey('short')).toThrow(/32 bytes/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
