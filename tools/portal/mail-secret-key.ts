import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newMailSecretKey } from '@portal/service-kit';

/**
 * The key e-mailed link secrets are sealed with between the services and the worker:
 * MAIL_SECRET_KEY when given, else one generated on first start and kept beside the data, so a
 * mail still waiting in an outbox when the portal stops is sent with a working link after it starts.
 */
export function loadOrCreateMailSecretKey(dataDir: string): string {
  if (process.env.MAIL_SECRET_KEY) return process.env.MAIL_SECRET_KEY;
  const file = path.join(dataDir, 'keys', 'mail-secret-key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, newMailSecretKey(), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
