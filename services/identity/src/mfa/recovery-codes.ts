import { randomInt } from 'node:crypto';
import type { AnyDb } from '@portal/service-kit';
import { hashOpaqueSecret } from '../secrets';

const CODE_COUNT = 10;
/** No 0/O or 1/I/L, so a code copied by hand from paper reads back. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 10 characters of 31 (about 50 bits): out of reach of guessing within the sign-in lockout. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

function normalise(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A new set, replacing the old one; only the hashes are stored. Returns the codes, shown to the user once. */
export async function replaceRecoveryCodes(db: AnyDb, userId: number): Promise<string[]> {
  const codes = Array.from({ length: CODE_COUNT }, newCode);
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashOpaqueSecret(normalise(code)) })))
    .execute();
  return codes;
}

/** Uses up a recovery code; false when it is not one of the user's or was used before. */
export async function redeemRecoveryCode(db: AnyDb, userId: number, code: string, now = new Date()): Promise<boolean> {
  const used = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashOpaqueSecret(normalise(code)))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export async function recoveryCodesLeft(db: AnyDb, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
