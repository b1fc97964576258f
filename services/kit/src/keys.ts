import { createHash, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import { TOKEN_ALGORITHM } from '@portal/shared-contracts';

/** A public key the services accept access tokens from, named by its key id. */
export interface VerificationKey {
  kid: string;
  pem: string;
}

export interface SigningKey extends VerificationKey {
  privatePem: string;
}

export function keyIdOf(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  // RFC 7638 thumbprint: members in lexicographic order.
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

export function signingKeyFromPem(privatePem: string): SigningKey {
  const publicKey = createPublicKey(privatePem);
  return { kid: keyIdOf(publicKey), pem: publicKey.export({ format: 'pem', type: 'spki' }).toString(), privatePem };
}

export function generateSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return signingKeyFromPem(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
}

export function toJwk(key: VerificationKey): JsonWebKey & { kid: string; alg: string; use: string } {
  const jwk = createPublicKey(key.pem).export({ format: 'jwk' });
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid: key.kid, alg: TOKEN_ALGORITHM, use: 'sig' };
}

function fromJwk(jwk: JsonWebKey & { kid?: string }): VerificationKey | null {
  if (!jwk.kid || jwk.kty !== 'EC') return null;
  const pem = createPublicKey({ key: jwk, format: 'jwk' }).export({ format: 'pem', type: 'spki' }).toString();
  return { kid: jwk.kid, pem };
}

/** Where a service finds the keys tokens are checked against. */
export interface KeySource {
  get(kid: string): Promise<VerificationKey | null>;
}

export function staticKeys(keys: VerificationKey[]): KeySource {
  return { get: async (kid) => keys.find((k) => k.kid === kid) ?? null };
}

/**
 * Keys fetched from the identity service's JWKS. An unknown key id refetches,
 * at most once per `minRefetchMs`, so a rotated key is picked up without letting
 * forged key ids hammer the identity service.
 */
export function jwksKeys(url: string, minRefetchMs = 30_000): KeySource {
  let keys: VerificationKey[] = [];
  let fetchedAt = 0;
  let inFlight: Promise<void> | null = null;
  async function refresh(): Promise<void> {
    inFlight ??= (async () => {
      try {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`JWKS ${url} answered ${res.status}`);
        const body = (await res.json()) as { keys: (JsonWebKey & { kid?: string })[] };
        keys = body.keys.map(fromJwk).filter((k): k is VerificationKey => k !== null);
        fetchedAt = Date.now();
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }
  return {
    async get(kid) {
      let key = keys.find((k) => k.kid === kid);
      if (!key && Date.now() - fetchedAt >= minRefetchMs) {
        await refresh();
        key = keys.find((k) => k.kid === kid);
      }
      return key ?? null;
    },
  };
}
