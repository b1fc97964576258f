import os from 'node:os';
import { performance } from 'node:perf_hooks';

export interface RequestTimings {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  /** The machine's one-minute load average as the timed runs began: other work slows every figure. */
  machineLoadBefore: number;
}

/** The value at or below which `share` of the sorted timings fall (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * What one person waits for, not throughput: `ask` called one at a time, `warmUps` times untimed
 * (the pool's connections and PostgreSQL's caches filled) and then `runs` times timed. `ask` gets
 * the call's number, to vary what it asks.
 */
export async function timeOneAtATime(ask: (call: number) => Promise<unknown>, runs: number, warmUps: number): Promise<RequestTimings> {
  for (let i = 0; i < warmUps; i++) await ask(i);
  const machineLoadBefore = os.loadavg()[0]!;
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await ask(warmUps + i);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { runs, p50Ms: percentile(timings, 0.5), p95Ms: percentile(timings, 0.95), machineLoadBefore };
}
