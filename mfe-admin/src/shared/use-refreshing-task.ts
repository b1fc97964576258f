import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTaskSnackbar, type TaskOutcome } from '@portal/shared-contracts/sdk';

/**
 * Runs a change under the task snackbar, then reads the page's queries again whatever the
 * outcome, since a refused change may still tell the list something new (a row someone deleted).
 * Give it a key that keeps its identity between renders (a module constant).
 */
export function useRefreshingTask(queryKey: QueryKey): <T>(task: () => Promise<T>, success: string) => Promise<TaskOutcome<T>> {
  const queryClient = useQueryClient();
  const runTask = useTaskSnackbar();
  return useCallback(
    async <T>(task: () => Promise<T>, success: string) => {
      const outcome = await runTask(task, { success });
      await queryClient.invalidateQueries({ queryKey });
      return outcome;
    },
    [runTask, queryClient, queryKey],
  );
}
