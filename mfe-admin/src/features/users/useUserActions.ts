import { useCallback } from 'react';
import { type ManagedUser, type UserDocument, type UserListItem } from '@portal/shared-contracts/admin';
import { useAlert, useConfirm, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { createUser, deleteUser, patchUser, replaceUser, resetSecondFactor, sendPasswordReset, unblockUser } from '../../api/users';
import { UserTexts } from './user-texts';
import { adminKeys } from '../../api/keys';

/**
 * What an administrator does to users, as they meet it: each under the task snackbar, the
 * lasting ones (disable, reset, delete) only once confirmed; the list is read again after each.
 */
export function useUserActions() {
  const confirm = useConfirm();
  const alert = useAlert();
  const run = useRefreshingTask(adminKeys.users);

  // A new address waits for the user to confirm it: the administrator is told, or they would expect the list to show it.
  const save = useCallback(
    async (user: ManagedUser | null, document: UserDocument) => {
      if (!user) return run(() => createUser(document), { success: UserTexts.created });
      const outcome = await run(() => replaceUser(user.id, document), { success: UserTexts.saved });
      if (outcome.ok && outcome.value.pendingEmail)
        void alert({ title: UserTexts.emailChangeTitle, text: UserTexts.emailChangePending(outcome.value.pendingEmail) });
      return outcome;
    },
    [run, alert],
  );

  const setEnabled = useCallback(
    async (user: UserListItem, enabled: boolean) => {
      if (
        !enabled &&
        !(await confirm({
          title: UserTexts.disableTitle(user.fullName),
          html: UserTexts.disableBody,
          okLabel: UserTexts.disable,
          width: 450,
        }))
      )
        return;
      await run(() => patchUser(user.id, [{ op: 'replace', path: '/enabled', value: enabled }]), {
        success: enabled ? UserTexts.enabled : UserTexts.disabled,
      });
    },
    [confirm, run],
  );

  const resetPassword = useCallback(
    async (user: UserListItem) => {
      if (
        await confirm({
          title: UserTexts.resetTitle(user.fullName),
          html: UserTexts.resetBody,
          okLabel: UserTexts.resetPassword,
          width: 450,
        })
      ) {
        await run(() => sendPasswordReset(user.id), { success: UserTexts.resetSent });
      }
    },
    [confirm, run],
  );

  const resetFactor = useCallback(
    async (user: UserListItem) => {
      if (
        await confirm({
          title: UserTexts.secondFactorTitle(user.fullName),
          html: UserTexts.secondFactorBody,
          okLabel: UserTexts.resetSecondFactor,
          width: 450,
        })
      ) {
        await run(() => resetSecondFactor(user.id), { success: UserTexts.secondFactorReset });
      }
    },
    [confirm, run],
  );

  const unblock = useCallback((user: UserListItem) => run(() => unblockUser(user.id), { success: UserTexts.unblocked }), [run]);

  const remove = useCallback(
    async (user: UserListItem) => {
      if (
        await confirm({ title: UserTexts.deleteTitle(user.fullName), html: UserTexts.deleteBody, okLabel: UserTexts.delete, width: 450 })
      ) {
        await run(() => deleteUser(user.id), { success: UserTexts.deleted });
      }
    },
    [confirm, run],
  );

  return { save, setEnabled, resetPassword, resetFactor, unblock, remove };
}
