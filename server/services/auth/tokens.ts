/**
 * Opaque random secrets (session tokens, SSO tickets) and their storage form.
 * Only the sha256 of a secret is stored, so the tables cannot be replayed.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
