import { readFileSync } from 'node:fs';
import { runService, signingKeyFromPem, staticKeys } from '@portal/service-kit';
import { identityService } from './service';

/** The identity service signs with the private key it is given; it verifies with the same key pair. */
const keyFile = process.env.JWT_PRIVATE_KEY_FILE;
if (!keyFile) {
  console.error('identity: JWT_PRIVATE_KEY_FILE must name the PEM file of the ES256 signing key.');
  process.exit(1);
}
const signingKey = signingKeyFromPem(readFileSync(keyFile, 'utf8'));
await runService(identityService, { signingKey, keys: staticKeys([signingKey]) });
