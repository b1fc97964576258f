/**
 * Bounds a graceful shutdown: once a stop signal has arrived, the process exits within
 * SHUTDOWN_GRACE_MS (25 s by default, inside Kubernetes' 30 s termination grace) even when a
 * close hangs, for instance on a Redis that has gone away and is retried for ever.
 */
export function armShutdownDeadline(what: string, env: NodeJS.ProcessEnv = process.env): void {
  const graceMs = Number(env.SHUTDOWN_GRACE_MS ?? 25_000);
  setTimeout(() => {
    console.error(`${what} did not stop within ${graceMs} ms; exiting without waiting further`);
    process.exit(1);
  }, graceMs).unref();
}
