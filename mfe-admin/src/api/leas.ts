import { type LeaCreate, type LeaDetail, type LeaUpdate } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** Manage LEAs' list call under /api (useServerList reads it). */
export const LEAS_PATH = 'leas';
export const leaUsersPath = (id: number) => `${LEAS_PATH}/${id}/users`;

export function fetchLea(id: number): Promise<LeaDetail> {
  return http.get(`${LEAS_PATH}/${id}`).json<LeaDetail>();
}

// Changes are not retried: a retry after a lost answer would meet its own change (a code already taken, an LEA already gone).

export function createLea(body: LeaCreate): Promise<LeaDetail> {
  return http.post(LEAS_PATH, { json: body, retry: 0 }).json<LeaDetail>();
}

export function updateLea(body: LeaUpdate): Promise<LeaDetail> {
  return http.put(LEAS_PATH, { json: body, retry: 0 }).json<LeaDetail>();
}

export async function deleteLea(id: number): Promise<void> {
  await http.delete(`${LEAS_PATH}/${id}`, { retry: 0 });
}
