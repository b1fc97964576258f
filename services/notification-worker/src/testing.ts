import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The worker as ops run it (src/main.ts in its own process), for tests and the bench. */
export interface WorkerProcess {
  child: ChildProcess;
  /** Every line it printed: its JSON logs, and anything on stderr. */
  lines: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const MAIN = path.resolve(import.meta.dirname, 'main.ts');

/** Starts a worker process with the environment given on top of this one's, and resolves once it says it started. */
export async function spawnWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let buffered = '';
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (line.includes('notification worker started')) resolve();
      }
    });
    void exit.then(({ code, signal }) => reject(new Error(`the worker exited (${signal ?? code}) before starting:\n${lines.join('\n')}`)));
  });
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  await started;
  return { child, lines, exit };
}
