import { hashPassword } from '../passwords';
import { newOpaqueSecret } from '../secrets';

/**
 * The password hash of an account nobody may sign in to yet (created, awaiting its first password)
 * or any more (deleted): a real hash of a secret nobody keeps, so sign-in checks it in the same
 * time as any other and it matches nothing.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(newOpaqueSecret());
}
