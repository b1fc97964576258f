import type { Kysely } from 'kysely';
import type { AnyDb } from '../db';
import { OUTBOX_TABLE, type OutboxTables } from './outbox';
import { addNotificationJob, type NotificationQueue } from './queue';

export interface RelayLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OutboxRelay {
  /** Hands pending rows to the queue now; concurrent calls share one pass. */
  flush(): void;
  /** Resolves when no pass is running (tests, and close). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface OutboxRelayOptions {
  /** The service's database, scoped to its schema. */
  db: AnyDb;
  queue: NotificationQueue;
  log: RelayLogger;
  /** How often pending rows are looked for: they wait this long at most after Redis returns. */
  pollMs: number;
  batchSize?: number;
}

const MAX_ERROR_LENGTH = 500;

/**
 * Moves outbox rows onto the queue. Every service instance runs one; two relays adding the same
 * row is harmless, since the job id is the row's id and the worker records what it has done by
 * that id too. A row is marked only after the queue has it, so nothing is lost when Redis is down.
 */
export function startOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const db: Kysely<OutboxTables> = opts.db;
  const batchSize = opts.batchSize ?? 200;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let failing = false;
  let tidied = false;

  async function passOnce(): Promise<number> {
    const rows = await db
      .selectFrom(OUTBOX_TABLE)
      .select(['id', 'job_name', 'data'])
      .where('enqueued_at', 'is', null)
      .orderBy('created_at')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return 0;
    const results = await Promise.allSettled(rows.map((row) => addNotificationJob(opts.queue, row.job_name, row.data)));
    const added = rows.filter((_, i) => results[i]?.status === 'fulfilled').map((row) => row.id);
    // Gone once the queue has it: the worker's tables keep the lasting record, and the outbox no copy of a mail.
    if (added.length > 0) await db.deleteFrom(OUTBOX_TABLE).where('id', 'in', added).execute();
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) {
      const error = String(failure.reason instanceof Error ? failure.reason.message : failure.reason).slice(0, MAX_ERROR_LENGTH);
      const missed = rows.filter((_, i) => results[i]?.status === 'rejected').map((row) => row.id);
      await db
        .updateTable(OUTBOX_TABLE)
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error }))
        .where('id', 'in', missed)
        .execute();
      throw failure.reason;
    }
    return rows.length;
  }

  // Rows handed over by an older release, which kept them a week.
  async function tidy(): Promise<void> {
    if (tidied) return;
    await db.deleteFrom(OUTBOX_TABLE).where('enqueued_at', 'is not', null).execute();
    tidied = true;
  }

  async function pass(): Promise<void> {
    await tidy();
    do {
      again = false;
      while (!closed && (await passOnce()) === batchSize);
    } while (again && !closed);
  }

  function flush(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .then(
        () => {
          if (failing) opts.log.info({}, 'notification outbox: the queue is reachable again, pending rows handed over');
          failing = false;
        },
        (err: unknown) => {
          // One line per outage, not one per poll.
          if (!failing)
            opts.log.warn(
              { err: err instanceof Error ? err.message : String(err) },
              'notification outbox: cannot reach the queue, rows wait in the outbox',
            );
          failing = true;
        },
      )
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(flush, opts.pollMs);
  timer.unref();
  flush();

  return {
    flush,
    idle: async () => {
      while (running) await running;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

/** Rows not yet handed to the queue: the figure ops watch during a Redis outage. */
export async function pendingOutboxRows(db: AnyDb): Promise<number> {
  const row = await (db as Kysely<OutboxTables>)
    .selectFrom(OUTBOX_TABLE)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('enqueued_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
