import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AnyDb, ServiceConfig } from '@portal/service-kit';

/** The relying party is the portal's public address: a passkey made for it works nowhere else. */
export function relyingParty(config: Pick<ServiceConfig, 'publicUrl'>): { rpID: string; origin: string } {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const CHALLENGE_SECONDS = 300;

interface StoredPasskey {
  id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string[];
}

async function passkeysOf(db: AnyDb, userId: number): Promise<StoredPasskey[]> {
  return db
    .selectFrom('user_passkeys')
    .select(['id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('user_id', '=', userId)
    .execute();
}

const transportsOf = (row: StoredPasskey) => row.transports as AuthenticatorTransport[];

/** Options for adding a passkey; its challenge waits for the browser's answer. */
export async function passkeyRegistrationOptions(
  db: AnyDb,
  config: ServiceConfig,
  user: { id: number; email: string; fullName: string },
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOf(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: 'Special Education Portal',
    rpID: relyingParty(config).rpID,
    userName: user.email,
    userDisplayName: user.fullName,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000);
  await db
    .insertInto('passkey_registrations')
    .values({ user_id: user.id, challenge: options.challenge, expires_at: expiresAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ challenge: options.challenge, expires_at: expiresAt }))
    .execute();
  return options;
}

/** Verifies the browser's new credential against the waiting challenge and keeps it; false when it does not verify. */
export async function registerPasskey(
  db: AnyDb,
  config: ServiceConfig,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
  now = new Date(),
): Promise<boolean> {
  const waiting = await db
    .deleteFrom('passkey_registrations')
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .returning('challenge')
    .executeTakeFirst();
  if (!waiting) return false;
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: waiting.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) return false;
  const { credential } = verification.registrationInfo;
  await db
    .insertInto('user_passkeys')
    .values({
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    })
    .execute();
  return true;
}

/** Options for proving a passkey at sign-in, limited to the user's own. */
export async function passkeyAuthenticationOptions(
  config: ServiceConfig,
  db: AnyDb,
  userId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await passkeysOf(db, userId);
  return generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: passkeys.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    userVerification: 'preferred',
  });
}

/** Checks a passkey's answer to the challenge, and moves its signature counter on; false when it does not verify. */
export async function verifyPasskey(
  db: AnyDb,
  config: ServiceConfig,
  userId: number,
  expectedChallenge: string,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<boolean> {
  const stored = (await passkeysOf(db, userId)).find((row) => row.credential_id === response.id);
  if (!stored) return false;
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: stored.credential_id,
      publicKey: new Uint8Array(stored.public_key),
      counter: Number(stored.counter),
      transports: transportsOf(stored),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await db
    .updateTable('user_passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', stored.id)
    .execute();
  return true;
}
