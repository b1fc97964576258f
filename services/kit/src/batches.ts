/**
 * Work that many concurrent requests each need done, done for them together (group commit): a call
 * that arrives while a run is under way waits for it to end and goes into the next run, with every
 * other call that arrived meanwhile. One caller alone is run at once. A run never includes a call
 * that arrived after it began, so what a run reads was read after each of its callers arrived.
 * A failed run fails each of its calls.
 */
export function batched<In, Out>(run: (inputs: In[]) => Promise<Out>): (input: In) => Promise<Out> {
  let waiting: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  async function runWaiting(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const out = await run(batch.map((call) => call.input));
        for (const call of batch) call.resolve(out);
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    running = false;
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) void runWaiting();
    });
}
