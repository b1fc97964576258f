import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LeaCreate, LeaDetail, LeaListItem } from '@portal/shared-contracts';
import { errorBody, useConfirm, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import type { Refusal } from './DeleteRefusal';
import { createLea, deleteLea, updateLea } from './leas-api';
import { LeaTexts } from './lea-texts';

/** Manage LEAs' queries: the list (useServerList adds its parameters), each LEA, each LEA's users. */
export const leasQueryKey = ['admin', 'leas'] as const;
export const leaQueryKey = (id: number) => [...leasQueryKey, 'lea', id] as const;
export const leaUsersQueryKey = (id: number) => [...leasQueryKey, 'users', id] as const;

/**
 * Saving and deleting LEAs as an administrator meets them: under the task snackbar, deleting only
 * once confirmed; the list is read again after each.
 */
export function useLeaActions() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const runTask = useTaskSnackbar();

  const save = useCallback(
    async (lea: LeaDetail | null, body: LeaCreate) => {
      const outcome = await runTask(() => (lea ? updateLea({ ...body, id: lea.id }) : createLea(body)), { success: lea ? LeaTexts.saved : LeaTexts.created });
      await queryClient.invalidateQueries({ queryKey: leasQueryKey });
      return outcome;
    },
    [runTask, queryClient],
  );

  /** Resolves with why the service refused, when it did, so the page can list what still needs the LEA. */
  const remove = useCallback(
    async (lea: LeaListItem): Promise<Refusal | null> => {
      if (!(await confirm({ title: LeaTexts.deleteTitle(lea.name), html: LeaTexts.deleteBody, okLabel: LeaTexts.delete, width: 450 }))) return null;
      const outcome = await runTask(() => deleteLea(lea.id), { success: LeaTexts.deleted });
      await queryClient.invalidateQueries({ queryKey: leasQueryKey });
      const body = outcome.ok ? undefined : errorBody(outcome.error);
      return body?.reasons?.length ? { message: body.message ?? '', reasons: body.reasons } : null;
    },
    [confirm, runTask, queryClient],
  );

  return { save, remove };
}
