import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * What an e-mailed link carries in place of its secret wherever the mail is kept: the outbox, the
 * queue's job data and the e-mail log. The worker puts the secret back only into what it sends.
 */
export const LINK_SECRET_PLACEHOLDER = '[redacted]';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte key of `MAIL_SECRET_KEY` (base64url), which producers and the worker must share. */
export function mailSecretKey(encoded: string): Buffer {
  const key = Buffer.from(encoded, 'base64url');
  if (key.length !== 32) throw new Error('MAIL_SECRET_KEY must be 32 random bytes in base64url (43 characters)');
  return key;
}

/** A new key in the form `MAIL_SECRET_KEY` takes. */
export const newMailSecretKey = (): string => randomBytes(32).toString('base64url');

/** The secret encrypted (AES-256-GCM) for the worker: unreadable to whoever reads the outbox, the queue or the log. */
export function sealLinkSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The secret back; throws when the key is not the one it was sealed with or the text was altered. */
export function openLinkSecret(sealed: string, key: Buffer): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The text with the secret where the placeholder stands. */
export const withLinkSecret = (text: string, secret: string): string => text.replaceAll(LINK_SECRET_PLACEHOLDER, secret);
