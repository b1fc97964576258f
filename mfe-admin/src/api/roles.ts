import { type Page } from '@portal/shared-contracts';
import { type CreateRoleRequest, type DeleteRoleQuery, type RoleRecord, type UpdateRoleRequest } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** The list calls under /api that useServerList reads. */
export const ROLES_PATH = 'roles';
export const PERMISSIONS_PATH = 'account/permissions';

/** The largest page the service serves, which holds every role a state defines. */
const EVERY_ROLE = 100;

/** Every role, by name, for the pickers: choosing one to give, or one to give a deleted role's users. */
export async function fetchAllRoles(): Promise<RoleRecord[]> {
  const page = await http.get(ROLES_PATH, { searchParams: { pageSize: EVERY_ROLE, sortField: 'name' } }).json<Page<RoleRecord>>();
  return page.items;
}

// Changes are not retried: a retry after a lost answer would meet its own change (a taken name, a role already gone).

export function createRole(body: CreateRoleRequest): Promise<RoleRecord> {
  return http.post(ROLES_PATH, { json: body, retry: 0 }).json<RoleRecord>();
}

export function updateRole(body: UpdateRoleRequest): Promise<RoleRecord> {
  return http.put(ROLES_PATH, { json: body, retry: 0 }).json<RoleRecord>();
}

export async function deleteRole(id: number, holders: DeleteRoleQuery = {}): Promise<void> {
  const searchParams = Object.fromEntries(Object.entries(holders).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
  await http.delete(`${ROLES_PATH}/${id}`, { searchParams, retry: 0 });
}
