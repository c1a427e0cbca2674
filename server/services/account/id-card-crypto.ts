/**
 * The ID number at rest: AES-256-GCM under a key from ID_ENCRYPTION_KEY (32
 * bytes, base64 or hex). Outside production, when it is unset, a random key
 * is generated once and kept in `<DATA_DIR>/id-encryption.key` (mode 0600),
 * so a development database stays readable across restarts; in production
 * without the key, nothing can be encrypted and certification is refused
 * (103001) rather than storing a number in clear.
 *
 * Stored form: `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts; the key
 * id is the first 8 hex of the key's sha256, so a wrong key is recognised
 * instead of answering garbage). A value without the prefix is a number
 * written before encryption (a database from before this change): it is
 * read as it is, and main.ts seals such rows at start.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const PREFIX = 'v1';
const KEY_FILE = 'id-encryption.key';

let key: Buffer | null | undefined;

/** A key from its text form: 44 base64 characters or 64 hex digits, 32 bytes either way. */
export function parseIdCardKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32) {
    throw new Error('ID_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64');
  }
  return bytes;
}

/**
 * The key for this process: ID_ENCRYPTION_KEY; else (not in production) the
 * one kept in the data folder, made on first use; else none.
 */
export async function resolveIdCardKey(options: {
  envKey: string | undefined;
  production: boolean;
  dataDir: string;
}): Promise<Buffer | null> {
  if (options.envKey) return parseIdCardKey(options.envKey);
  if (options.production) return null;
  const path = join(options.dataDir, KEY_FILE);
  try {
    return parseIdCardKey(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const made = randomBytes(32);
  // 'wx': two processes starting on one folder keep the first one's key.
  try {
    await writeFile(path, `${made.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    await chmod(path, 0o600);
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseIdCardKey(await readFile(path, 'utf8'));
  }
}

/** Sets the key of this process (main.ts at start; null: none, as in production without one). */
export function configureIdCardKey(value: Buffer | null): void {
  key = value;
}

/**
 * The key in use. A process that never configured one (tests that build the
 * app in-process) gets a random key of its own: what it encrypts is readable
 * by itself only, like its in-memory database.
 */
function currentKey(): Buffer | null {
  if (key === undefined) key = randomBytes(32);
  return key;
}

const keyId = (k: Buffer) => createHash('sha256').update(k).digest('hex').slice(0, 8);

/** True when ID numbers can be stored (a key is set). */
export function canEncryptIdCards(): boolean {
  return currentKey() !== null;
}

function isSealed(stored: string): boolean {
  return stored.startsWith(`${PREFIX}:`);
}

/** The stored form of an ID number. Throws without a key (callers check canEncryptIdCards first). */
export function encryptIdCard(plain: string): string {
  const k = currentKey();
  if (!k) throw new Error('No ID_ENCRYPTION_KEY: ID numbers cannot be stored');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', k, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    PREFIX,
    keyId(k),
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join(':');
}

/**
 * The ID number in clear, or null when there is none or it cannot be read
 * (another key, a damaged value): the caller shows it as absent rather than
 * failing every page that masks it.
 */
export function decryptIdCard(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (!isSealed(stored)) return stored;
  const k = currentKey();
  const [, id, iv, tag, data] = stored.split(':');
  if (!k || !iv || !tag || !data || id !== keyId(k)) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
