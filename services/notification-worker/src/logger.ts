/** The slice of pino's logger the worker uses, so the embedded runner can hand in its own. */
export interface WorkerLogger {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/** One JSON line per entry, in pino's shape: on stdout for the worker running as its own process. */
export function jsonLogger(name: string, out: NodeJS.WritableStream = process.stdout): WorkerLogger {
  const write = (level: keyof typeof LEVELS) => (fields: object, msg: string) => {
    out.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), name, ...fields, msg })}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
