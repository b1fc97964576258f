/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { HttpMessages } from '../errors';
import { taskErrorText, useRefreshingTask, useTaskSnackbar, type TaskMessages, type TaskOutcome } from './task-snackbar';
import { renderWidget } from './test-support';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// A page whose button runs `task` under the snackbar and keeps the outcome.
function run<T>(task: () => Promise<T>, messages?: TaskMessages) {
  const outcomes: TaskOutcome<T>[] = [];
  function Page() {
    const runTask = useTaskSnackbar();
    return <button onClick={() => void runTask(task, messages).then((outcome) => outcomes.push(outcome))}>save</button>;
  }
  renderWidget(<Page />);
  fireEvent.click(screen.getByText('save'));
  return outcomes;
}

const elapse = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

const after = (ms: number, settle: 'resolve' | 'reject', detail?: unknown) => () =>
  new Promise((resolve, reject) => setTimeout(() => (settle === 'resolve' ? resolve(detail) : reject(detail)), ms));

test("a quick task keeps 'Submitting...' up for 500 ms, then 'Submitted!' for 1 s", async () => {
  const outcomes = run(after(100, 'resolve', 42));
  await elapse(0);
  expect(screen.getByRole('alert')).toHaveTextContent('Submitting...');

  await elapse(100);
  expect(outcomes).toEqual([{ ok: true, value: 42 }]);
  expect(screen.getByText('Submitting...')).toBeInTheDocument();
  expect(screen.queryByText('Submitted!')).not.toBeInTheDocument();

  await elapse(400);
  expect(screen.getByText('Submitted!')).toBeInTheDocument();
  expect(screen.queryByText('Submitting...')).not.toBeInTheDocument();

  await elapse(900);
  expect(screen.getByText('Submitted!')).toBeInTheDocument();
  await elapse(500);
  expect(screen.queryByText('Submitted!')).not.toBeInTheDocument();
});

test('a slow task shows its outcome as soon as it ends', async () => {
  run(after(1200, 'resolve'), { before: 'Saving visit...', success: 'Visit saved' });
  await elapse(0);
  expect(screen.getByText('Saving visit...')).toBeInTheDocument();

  await elapse(1200);
  expect(screen.getByText('Visit saved')).toBeInTheDocument();
});

test("a failure shows 'Error: {detail}' for 2 s and is returned, not thrown", async () => {
  const outcomes = run(after(50, 'reject', new Error('The visit is locked.')));

  await elapse(500);
  expect(screen.getByText('Error: The visit is locked.')).toBeInTheDocument();
  expect(outcomes).toEqual([{ ok: false, error: new Error('The visit is locked.') }]);

  await elapse(1500);
  expect(screen.getByText('Error: The visit is locked.')).toBeInTheDocument();
  await elapse(1000);
  expect(screen.queryByText('Error: The visit is locked.')).not.toBeInTheDocument();
});

test("the caller's own error text replaces 'Error: {detail}'", async () => {
  run(after(0, 'reject', new Error('detail')), { error: 'Could not save the visit.' });

  await elapse(500);
  expect(screen.getByText('Could not save the visit.')).toBeInTheDocument();
});

test('an outcome still due when the page and its shell have gone is dropped without a React or antd warning', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    function Page() {
      const runTask = useTaskSnackbar();
      return <button onClick={() => void runTask(after(100, 'resolve'))}>save</button>;
    }
    const { unmount } = renderWidget(<Page />);
    fireEvent.click(screen.getByText('save'));
    await elapse(200);
    unmount();
    await elapse(1000);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
  }
});

test("with no detail the error reads 'Error: Something went wrong!'", () => {
  expect(taskErrorText(undefined)).toBe(`Error: ${HttpMessages.somethingWrong}`);
  expect(taskErrorText({ unexpected: true })).toBe('Error: Something went wrong!');
});

describe('a refreshing task', () => {
  const listKey = ['app', 'list'] as const;
  const otherKey = ['other'] as const;

  // A page showing a list (read `reads` times so far) whose button runs `task` as a refreshing task.
  function listPage(task: () => Promise<unknown>, options?: { afterFailure?: boolean }) {
    let reads = 0;
    function Page() {
      const run = useRefreshingTask(listKey, options);
      useQuery({ queryKey: listKey, queryFn: async () => ++reads, staleTime: Infinity });
      useQuery({ queryKey: otherKey, queryFn: async () => 'other', staleTime: Infinity });
      return <button onClick={() => void run(task)}>save</button>;
    }
    const { queryClient } = renderWidget(<Page />);
    return { queryClient, reads: () => reads, click: () => fireEvent.click(screen.getByText('save')) };
  }

  test('reads the queries under its key again after a change, however fresh, and leaves the rest', async () => {
    const page = listPage(after(10, 'resolve'));
    await elapse(0);
    expect(page.reads()).toBe(1);
    page.click();
    await elapse(10);
    expect(page.reads()).toBe(2);
    expect(page.queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
  });

  test('reads them again after a refusal too', async () => {
    const refused = listPage(after(10, 'reject', new Error('Someone deleted it.')));
    await elapse(0);
    refused.click();
    await elapse(10);
    expect(refused.reads()).toBe(2);
  });

  test('with afterFailure false, a refusal reads nothing again', async () => {
    const kept = listPage(after(10, 'reject', new Error('Stale version.')), { afterFailure: false });
    await elapse(0);
    kept.click();
    await elapse(10);
    expect(kept.reads()).toBe(1);
  });
});
