import { useQueryClient } from '@tanstack/react-query';
import type { AddLookupValueRequest, LookupValue } from '@portal/shared-contracts';
import { useTaskSnackbar, type TaskOutcome } from '@portal/shared-contracts/sdk';
import { addLookupValue, renameLookupValue, reorderLookupValues, setLookupValueRetired } from './lookup-lists-api';
import { ListManagerTexts } from './list-manager-texts';

// The lists read the same in every LEA and school year, so their keys leave those out.
export const lookupListsKey = ['admin', 'lookup-lists'] as const;
export const listValuesKey = (list: string) => ['admin', 'list-manager', list] as const;

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
      queryClient.invalidateQueries({ queryKey: listValuesKey(list) }),
      queryClient.invalidateQueries({ queryKey: lookupListsKey }),
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
