import { createHash, randomBytes } from 'node:crypto';
import { Type } from 'typebox';

/** A refresh token as the browser holds it: 256 random bits in base64url, nothing else. */
export const RefreshSecret = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

export function newRefreshSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so the database alone cannot be replayed as cookies. */
export function hashRefreshSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
