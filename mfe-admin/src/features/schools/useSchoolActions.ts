import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type School, type SchoolCreate } from '@portal/shared-contracts/admin';
import { useConfirm, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { refusalOf, type Refusal } from '../../components/DeleteRefusal';
import { createSchool, deleteSchool, updateSchool } from '../../api/schools';
import { SchoolTexts } from './school-texts';
import { adminKeys } from '../../api/keys';

/** Saving and deleting schools under the task snackbar, deleting only once confirmed; the list is read again after each. */
export function useSchoolActions() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const run = useRefreshingTask(adminKeys.schools);
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: adminKeys.schools }), [queryClient]);

  const save = useCallback(
    (school: School | null, body: SchoolCreate) =>
      run(() => (school ? updateSchool({ ...body, id: school.id }) : createSchool(body)), {
        success: school ? SchoolTexts.saved : SchoolTexts.created,
      }),
    [run],
  );

  /** Resolves with why the service refused, when it did, so the page can list what still needs the school. */
  const remove = useCallback(
    async (school: School): Promise<Refusal | null> => {
      if (
        !(await confirm({
          title: SchoolTexts.deleteTitle(school.name),
          html: SchoolTexts.deleteBody,
          okLabel: SchoolTexts.delete,
          width: 450,
        }))
      )
        return null;
      return refusalOf(await run(() => deleteSchool(school.id), { success: SchoolTexts.deleted }));
    },
    [confirm, run],
  );

  return { save, remove, reload };
}
