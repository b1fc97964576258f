import { useCallback } from 'react';
import { type LeaCreate, type LeaDetail, type LeaListItem } from '@portal/shared-contracts/admin';
import { reloadLeas, useConfirm, useRefreshingTask, type TaskOutcome } from '@portal/shared-contracts/sdk';
import { refusalOf, type Refusal } from '../../components/DeleteRefusal';
import { createLea, deleteLea, updateLea } from '../../api/leas';
import { LeaTexts } from './lea-texts';
import { adminKeys } from '../../api/keys';

/**
 * The shell's LEA picker offers the LEAs it read at sign-in: a change here is shown there at once.
 * Should that read fail, the picker keeps its list until the next sign-in; the change itself stands.
 */
function refreshLeaPicker<T>(outcome: TaskOutcome<T>): TaskOutcome<T> {
  if (outcome.ok) reloadLeas().catch(() => undefined);
  return outcome;
}

/**
 * Saving and deleting LEAs as an administrator meets them: under the task snackbar, deleting only
 * once confirmed; the list and the shell's LEA picker are read again after each.
 */
export function useLeaActions() {
  const confirm = useConfirm();
  const run = useRefreshingTask(adminKeys.leas);

  const save = useCallback(
    async (lea: LeaDetail | null, body: LeaCreate) =>
      refreshLeaPicker(
        await run(() => (lea ? updateLea({ ...body, id: lea.id }) : createLea(body)), { success: lea ? LeaTexts.saved : LeaTexts.created }),
      ),
    [run],
  );

  /** Resolves with why the service refused, when it did, so the page can list what still needs the LEA. */
  const remove = useCallback(
    async (lea: LeaListItem): Promise<Refusal | null> => {
      if (!(await confirm({ title: LeaTexts.deleteTitle(lea.name), html: LeaTexts.deleteBody, okLabel: LeaTexts.delete, width: 450 })))
        return null;
      return refusalOf(refreshLeaPicker(await run(() => deleteLea(lea.id), { success: LeaTexts.deleted })));
    },
    [confirm, run],
  );

  return { save, remove };
}
