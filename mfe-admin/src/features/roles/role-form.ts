import { type FieldErrors } from '@portal/shared-contracts';
import { roleFieldErrors, type CreateRoleRequest, type RoleRecord } from '@portal/shared-contracts/admin';

export interface RoleFormValues {
  name: string;
  description: string;
  permissions: string[];
}

export function initialRoleValues(role: RoleRecord | null): RoleFormValues {
  return role
    ? { name: role.name, description: role.description, permissions: [...role.permissions] }
    : { name: '', description: '', permissions: [] };
}

/** The identity service's own rules (user-admin-rules), so the dialog refuses exactly what the service would. */
export function validateRole(values: RoleFormValues): FieldErrors {
  return roleFieldErrors(values);
}

export function toRoleRequest(values: RoleFormValues): CreateRoleRequest {
  return { name: values.name.trim(), description: values.description.trim(), permissions: values.permissions };
}
