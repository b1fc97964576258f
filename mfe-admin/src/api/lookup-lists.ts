import { type AddLookupValueRequest, type LookupList, type LookupValue } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** The List Manager's calls under /api/admin (the applications read the lists through `lists`, the page changes them through `list-manager`). */
export const managerPath = (list: string) => `admin/list-manager/${list}/values`;

export function fetchLookupLists(): Promise<LookupList[]> {
  return http.get('admin/lists').json<LookupList[]>();
}

/** Every value of the list in its order, retired ones too: what the reorder dialog puts in a new order. */
export function fetchWholeList(list: string): Promise<LookupValue[]> {
  return http.get(`admin/lists/${list}/values`, { searchParams: { includeRetired: true } }).json<LookupValue[]>();
}

// Changes are not retried: a retry after a lost answer would meet its own change as a duplicate.

export function addLookupValue(list: string, body: AddLookupValueRequest): Promise<LookupValue> {
  return http.post(managerPath(list), { json: body, retry: 0 }).json<LookupValue>();
}

export function renameLookupValue(list: string, id: number, label: string): Promise<LookupValue> {
  return http.put(`${managerPath(list)}/${id}`, { json: { label }, retry: 0 }).json<LookupValue>();
}

export function reorderLookupValues(list: string, valueIds: number[]): Promise<LookupValue[]> {
  return http.put(`admin/list-manager/${list}/order`, { json: { valueIds }, retry: 0 }).json<LookupValue[]>();
}

export function setLookupValueRetired(list: string, id: number, retired: boolean): Promise<LookupValue> {
  return http.post(`${managerPath(list)}/${id}/${retired ? 'retire' : 'restore'}`, { retry: 0 }).json<LookupValue>();
}
