import { batched } from '../src/batches';

/** A run the test ends by hand, so it decides what arrives while it is under way. */
function heldRuns() {
  const runs: { inputs: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const call = batched(
    (inputs: number[]) =>
      new Promise<number[]>((resolve, reject) => {
        runs.push({ inputs, finish: () => resolve(inputs), fail: reject });
      }),
  );
  return { runs, call };
}

test('a lone call runs at once; calls arriving during a run go together into the next, never into the one under way', async () => {
  const { runs, call } = heldRuns();
  const first = call(1);
  expect(runs.map((r) => r.inputs)).toEqual([[1]]);
  const second = call(2);
  const third = call(3);
  expect(runs).toHaveLength(1);
  runs[0]!.finish();
  expect(await first).toEqual([1]);
  expect(runs.map((r) => r.inputs)).toEqual([[1], [2, 3]]);
  runs[1]!.finish();
  expect(await Promise.all([second, third])).toEqual([
    [2, 3],
    [2, 3],
  ]);
  const later = call(4);
  expect(runs.map((r) => r.inputs)).toEqual([[1], [2, 3], [4]]);
  runs[2]!.finish();
  expect(await later).toEqual([4]);
});

test('a failed run fails its own calls only, and the next run goes ahead', async () => {
  const { runs, call } = heldRuns();
  const failing = call(1);
  const next = call(2);
  runs[0]!.fail(new Error('connection lost'));
  await expect(failing).rejects.toThrow('connection lost');
  await Promise.resolve();
  expect(runs.map((r) => r.inputs)).toEqual([[1], [2]]);
  runs[1]!.finish();
  expect(await next).toEqual([2]);
});
