import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { ServiceContext } from '@portal/service-kit';

const VERSION = 'v1';

/**
 * The key authenticator-app secrets are sealed with: MFA_SECRET_KEY when set (32 bytes, base64
 * or hex), else one derived from the signing key, so a single-machine install needs no new
 * setting. An operator who rotates the signing key must set MFA_SECRET_KEY first, or every
 * enrolled authenticator app stops working.
 */
export function mfaSecretKey(ctx: Pick<ServiceContext, 'config' | 'signingKey'>): Buffer {
  const configured = ctx.config.mfa.secretKey;
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('MFA_SECRET_KEY must be 32 bytes, as base64 or as 64 hex digits');
    return key;
  }
  if (!ctx.signingKey) throw new Error('The identity service needs MFA_SECRET_KEY or its signing key to keep authenticator secrets');
  return Buffer.from(hkdfSync('sha256', ctx.signingKey.privatePem, 'portal-mfa', 'totp-secrets', 32));
}

/** AES-256-GCM: the stored value is useless without the key, and any change to it is detected. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed MFA secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
