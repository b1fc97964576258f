import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  SNACKBAR_DEFAULT_BEFORE,
  SNACKBAR_DEFAULT_SUCCESS,
  SNACKBAR_ERROR_MS,
  SNACKBAR_MIN_DISPLAY_MS,
  SNACKBAR_SUCCESS_MS,
} from '../../constants';
import { httpErrorMessage } from '../errors';
import { useAntApp, useAntAppPresence } from './ant-app';

export interface TaskMessages {
  /** Shown while the task runs; default 'Submitting...'. */
  before?: string;
  /** Default 'Submitted!'. */
  success?: string;
  /** Shown instead of 'Error: {detail}'. */
  error?: string;
}

/** A task's end: callers branch on `ok` rather than catch, as the user has already been told. */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Spec 8: 'Error: ' and what went wrong ('Something went wrong!' when nothing says), unless the caller words it. */
export function taskErrorText(error: unknown, custom?: string): string {
  return custom ?? `Error: ${httpErrorMessage(error)}`;
}

let tasks = 0;

// Compared by name: the DOMException may come from another realm.
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Runs a task under spec 4's snackbar: the 'before' message while it runs, for at least 500 ms so a
 * quick task does not flash, then success for 1 s or the error for 2 s (spec 9). The outcome is
 * returned as soon as the task ends; the message changes on its own time.
 */
export function useTaskSnackbar(): <T>(task: () => Promise<T>, messages?: TaskMessages) => Promise<TaskOutcome<T>> {
  const { message } = useAntApp();
  const antApp = useAntAppPresence();
  return useCallback(
    async <T>(
      task: () => Promise<T>,
      { before = SNACKBAR_DEFAULT_BEFORE, success = SNACKBAR_DEFAULT_SUCCESS, error }: TaskMessages = {},
    ) => {
      // One key per task: its later message replaces its own 'before', not another task's.
      const key = `portal-task-${++tasks}`;
      const shownAt = Date.now();
      void message.open({ key, type: 'loading', content: before, duration: 0 });
      let outcome: TaskOutcome<T>;
      try {
        outcome = { ok: true, value: await task() };
      } catch (failure) {
        outcome = { ok: false, error: failure };
      }
      // A task stopped because its page was left neither succeeded nor failed: its message just goes.
      if (!outcome.ok && isAbort(outcome.error)) {
        message.destroy(key);
        return outcome;
      }
      const end = outcome.ok
        ? { type: 'success' as const, content: success, duration: SNACKBAR_SUCCESS_MS / 1000 }
        : { type: 'error' as const, content: taskErrorText(outcome.error, error), duration: SNACKBAR_ERROR_MS / 1000 };
      // The outcome may come after the page and its shell have gone (signed out, a test ended).
      const show = () => {
        if (antApp.current) void message.open({ key, ...end });
      };
      const stillDue = shownAt + SNACKBAR_MIN_DISPLAY_MS - Date.now();
      if (stillDue > 0) setTimeout(show, stillDue);
      else show();
      return outcome;
    },
    [message, antApp],
  );
}

/**
 * Runs a change under the task snackbar, then marks the queries under `queryKey` stale: the ones
 * on screen are read again at once, the rest when next shown, so no page shows what it read
 * before the change for the shell's staleness. By default whatever the outcome, since a refused
 * change may still tell a list something new (a row someone deleted); `afterFailure: false` where
 * a refused save must leave the form as typed, which a newer record read back would replace.
 * Give it a key that keeps its identity between renders (a module constant).
 */
export function useRefreshingTask(
  queryKey: QueryKey,
  { afterFailure = true }: { afterFailure?: boolean } = {},
): <T>(task: () => Promise<T>, messages?: TaskMessages) => Promise<TaskOutcome<T>> {
  const queryClient = useQueryClient();
  const runTask = useTaskSnackbar();
  return useCallback(
    async <T>(task: () => Promise<T>, messages?: TaskMessages) => {
      const outcome = await runTask(task, messages);
      if (outcome.ok || afterFailure) await queryClient.invalidateQueries({ queryKey });
      return outcome;
    },
    [runTask, queryClient, queryKey, afterFailure],
  );
}
