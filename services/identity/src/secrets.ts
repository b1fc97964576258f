import { createHash, randomBytes } from 'node:crypto';
import { Type } from 'typebox';

/**
 * A secret handed to a browser or sent by e-mail (refresh token, verification or reset link):
 * 256 random bits in base64url, nothing else.
 */
export const OpaqueSecret = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

export function newOpaqueSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so the database alone can be replayed neither as cookies nor as links. */
export function hashOpaqueSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
