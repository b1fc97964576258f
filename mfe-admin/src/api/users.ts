import { type JsonPatch, type ManagedUser, type ManagedUserSaved, type UserDocument } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** Manage Users' list call under /api (useServerList reads it). */
export const USERS_PATH = 'account/users';

export function fetchUser(id: number): Promise<ManagedUser> {
  return http.get(`${USERS_PATH}/${id}`).json<ManagedUser>();
}

// Changes are not retried: a retry after a lost answer would meet its own change (a taken address, a user already gone).

export function createUser(body: UserDocument): Promise<ManagedUser> {
  return http.post(USERS_PATH, { json: body, retry: 0 }).json<ManagedUser>();
}

/** A new address is not saved yet: it waits for the link mailed to it, and the answer names it as pendingEmail. */
export function replaceUser(id: number, body: UserDocument): Promise<ManagedUserSaved> {
  return http.put(`${USERS_PATH}/${id}`, { json: body, retry: 0 }).json<ManagedUserSaved>();
}

/** Spec 7's json-patch, for the one-field changes of the list's actions. */
export function patchUser(id: number, operations: JsonPatch): Promise<ManagedUserSaved> {
  return http.patch(`${USERS_PATH}/${id}`, { json: operations, retry: 0 }).json<ManagedUserSaved>();
}

export async function deleteUser(id: number): Promise<void> {
  await http.delete(`${USERS_PATH}/${id}`, { retry: 0 });
}

/** The user is mailed a link to choose a new password, as Forgot Password would send. */
export async function sendPasswordReset(id: number): Promise<void> {
  await http.post(`account/reset/user-password/${id}`, { retry: 0 });
}

/** Removes the user's authenticator app, passkeys and recovery codes (they lost them); the user is told by e-mail. */
export async function resetSecondFactor(id: number): Promise<void> {
  await http.delete(`users/${id}/mfa`, { retry: 0 });
}

/** Ends a sign-in lock before its time. */
export async function unblockUser(id: number): Promise<void> {
  await http.put(`account/users/unblock/${id}`, { retry: 0 });
}
