import { useQueryClient } from '@tanstack/react-query';
import { type AddLookupValueRequest, type LookupValue } from '@portal/shared-contracts/admin';
import { useTaskSnackbar, type TaskOutcome } from '@portal/shared-contracts/sdk';
import { addLookupValue, renameLookupValue, reorderLookupValues, setLookupValueRetired } from '../../api/lookup-lists';
import { ListManagerTexts } from './list-manager-texts';
import { adminKeys } from '../../api/keys';

/**
 * The changes the List Manager makes to one list, each under the task snackbar. Whether the
 * server took a change or refused it, the list and its counts are read again.
 */
export function useLookupListChanges(list: string) {
  const queryClient = useQueryClient();
  const runTask = useTaskSnackbar();
  const run = async <T>(task: () => Promise<T>, success: string): Promise<TaskOutcome<T>> => {
    const outcome = await runTask(task, { success });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.listValues(list) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.lookupLists }),
    ]);
    return outcome;
  };
  return {
    add: (body: AddLookupValueRequest) => run(() => addLookupValue(list, body), ListManagerTexts.added),
    rename: (value: LookupValue, label: string) => run(() => renameLookupValue(list, value.id, label), ListManagerTexts.renamed),
    reorder: (valueIds: number[]) => run(() => reorderLookupValues(list, valueIds), ListManagerTexts.reordered),
    setRetired: (value: LookupValue, retired: boolean) =>
      run(() => setLookupValueRetired(list, value.id, retired), retired ? ListManagerTexts.retired : ListManagerTexts.restored),
  };
}
