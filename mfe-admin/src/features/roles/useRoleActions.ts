import { useCallback } from 'react';
import { type CreateRoleRequest, type DeleteRoleQuery, type RoleRecord } from '@portal/shared-contracts/admin';
import { useConfirm, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { createRole, deleteRole, updateRole } from '../../api/roles';
import { RoleTexts } from './role-texts';
import { adminKeys } from '../../api/keys';

/** Saving and deleting roles under the task snackbar; the lists are read again after each, whatever the outcome. */
export function useRoleActions() {
  const confirm = useConfirm();
  const run = useRefreshingTask(adminKeys.roles);

  const save = useCallback(
    (role: RoleRecord | null, request: CreateRoleRequest) =>
      role
        ? run(() => updateRole({ ...request, id: role.id }), { success: RoleTexts.saved })
        : run(() => createRole(request), { success: RoleTexts.created }),
    [run],
  );

  /** A role nobody holds, once confirmed. */
  const removeUnused = useCallback(
    async (role: RoleRecord) => {
      if (await confirm({ title: RoleTexts.deleteTitle(role.name), html: RoleTexts.deleteUnused, okLabel: RoleTexts.delete }))
        await run(() => deleteRole(role.id), { success: RoleTexts.deleted });
    },
    [confirm, run],
  );

  /** A role in use, saying what becomes of its holders; true once deleted. */
  const removeInUse = useCallback(
    async (role: RoleRecord, holders: DeleteRoleQuery) =>
      (await run(() => deleteRole(role.id, holders), { success: RoleTexts.deleted })).ok,
    [run],
  );

  return { save, removeUnused, removeInUse };
}
