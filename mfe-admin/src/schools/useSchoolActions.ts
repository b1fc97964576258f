import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { School, SchoolCreate } from '@portal/shared-contracts';
import { errorBody, useConfirm, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import type { Refusal } from '../leas/DeleteRefusal';
import { createSchool, deleteSchool, updateSchool } from './schools-api';
import { SchoolTexts } from './school-texts';

/** Manage Schools' list query (useServerList adds its parameters); an import or a change reads it again. */
export const schoolsQueryKey = ['admin', 'schools'] as const;

/** Saving and deleting schools under the task snackbar, deleting only once confirmed; the list is read again after each. */
export function useSchoolActions() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const runTask = useTaskSnackbar();
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: schoolsQueryKey }), [queryClient]);

  const save = useCallback(
    async (school: School | null, body: SchoolCreate) => {
      const outcome = await runTask(() => (school ? updateSchool({ ...body, id: school.id }) : createSchool(body)), { success: school ? SchoolTexts.saved : SchoolTexts.created });
      await reload();
      return outcome;
    },
    [runTask, reload],
  );

  /** Resolves with why the service refused, when it did, so the page can list what still needs the school. */
  const remove = useCallback(
    async (school: School): Promise<Refusal | null> => {
      if (!(await confirm({ title: SchoolTexts.deleteTitle(school.name), html: SchoolTexts.deleteBody, okLabel: SchoolTexts.delete, width: 450 }))) return null;
      const outcome = await runTask(() => deleteSchool(school.id), { success: SchoolTexts.deleted });
      await reload();
      const body = outcome.ok ? undefined : errorBody(outcome.error);
      return body?.reasons?.length ? { message: body.message ?? '', reasons: body.reasons } : null;
    },
    [confirm, runTask, reload],
  );

  return { save, remove, reload };
}
