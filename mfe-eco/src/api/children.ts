import type { ChildFields, ChildHistoryEntry, ChildRecord, ChildUpdate } from '@portal/shared-contracts/eco';
import { http } from '@portal/shared-contracts/sdk';

/** The eco service's child records. Writes are not retried: the first try may have saved. */
export const fetchChild = (id: number) => http.get(`eco/children/${id}`).json<ChildRecord>();
export const fetchChildHistory = (id: number) => http.get(`eco/children/${id}/history`).json<ChildHistoryEntry[]>();
export const createChild = (body: ChildFields) => http.post('eco/children', { json: body, retry: 0 }).json<ChildRecord>();
export const updateChild = (id: number, body: ChildUpdate) => http.put(`eco/children/${id}`, { json: body, retry: 0 }).json<ChildRecord>();
