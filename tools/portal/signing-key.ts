import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSigningKey, signingKeyFromPem, type SigningKey } from '@portal/service-kit';

/**
 * The ES256 key the identity service signs with: JWT_PRIVATE_KEY_FILE when
 * given, else one generated on first start and kept beside the data, so
 * sessions survive a restart.
 */
export function loadOrCreateSigningKey(dataDir: string): { key: SigningKey; file: string } {
  const file = process.env.JWT_PRIVATE_KEY_FILE ?? path.join(dataDir, 'keys', 'jwt-signing-key.pem');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, generateSigningKey().privatePem, { mode: 0o600 });
  }
  return { key: signingKeyFromPem(readFileSync(file, 'utf8')), file };
}
