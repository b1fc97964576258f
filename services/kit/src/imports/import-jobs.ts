import { randomUUID } from 'node:crypto';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { ImportMessages, type ImportAccepted, type ImportProgress, type ImportState, type ImportStatus } from '@portal/shared-contracts';
import type { Actor } from '../actor';
import { readCsvFile, type CsvFile, type CsvFileSpec } from '../csv-upload';
import type { AnyDb } from '../db';
import type { DisclosureActor } from '../disclosure';
import { HttpError } from '../errors';

/** What an import of one kind takes from its upload beyond the file (a query flag, the chosen school year), as plain data. */
export type ImportOptions = Record<string, string | number | boolean | null>;

/** An import as it was asked for: the file, who runs it, and where to say how far it is. */
export interface ImportRequest<C extends string> {
  file: CsvFile<C>;
  /** Who uploaded it: the import writes history and audit in their name (and a disclosure log can name them). */
  actor: Actor;
  /** The upload's request as the disclosure log names a reader (route, address, purpose). */
  reader: DisclosureActor;
  preview: boolean;
  /** The import's own options from the upload (empty unless its routes read some). */
  options: ImportOptions;
  /** Rows done so far, called as often as the import likes; the engine passes it on every PROGRESS_EVERY rows. */
  progress(done: number): Promise<void>;
}

/** What an import's own code gets inside the transaction. */
export interface ImportWork<C extends string> extends ImportRequest<C> {
  /**
   * Writes that must outlast the import's transaction (a record a rolled-back preview keeps): the
   * engine runs each on the service's own connection once the transaction has ended, whatever its end.
   */
  afterTransaction(write: (db: AnyDb) => Promise<void>): void;
}

/** One kind of import (ECO ratings, schools): its file and its work inside the engine's transaction. */
export interface ImportDefinition<C extends string, R> {
  /** Names the queue (`imports-<name>`) and the lock space of the import. */
  name: string;
  file: CsvFileSpec<C>;
  /**
   * The LEAs the file writes in. Each is locked (a PostgreSQL advisory lock on the import and the
   * LEA) for the transaction, so two imports into one LEA take turns and imports of other LEAs run beside it.
   */
  leasOf(trx: AnyDb, file: CsvFile<C>, actor: Actor): Promise<number[]>;
  /** Does the import in `trx` and says what it did; the engine commits, or rolls back a preview or a failure. */
  run(trx: AnyDb, work: ImportWork<C>): Promise<R>;
  /**
   * Records the students the import read (34 CFR 99.32). The engine calls it on the service's own
   * database once the transaction has ended, committed or not, so a rolled-back preview or a failed
   * import leaves its trace too; `leaIds` are the LEAs the file writes in.
   */
  disclose?(db: AnyDb, request: ImportRequest<C>, leaIds: readonly number[]): Promise<void>;
}

export interface ImportJobs<R> {
  /** Queues the file (already read as text); a file that cannot be read as a whole is refused here, at once. */
  submit(text: string, who: { actor: Actor; reader: DisclosureActor }, preview: boolean, options?: ImportOptions): Promise<ImportAccepted>;
  /** The import as its uploader sees it; null when it is unknown, gone, or someone else's. */
  state(id: string, actor: Actor): Promise<ImportState<R> | null>;
  close(): Promise<void>;
}

/**
 * What the job holds: small, as every poll of the import's state reads it. The file itself (9 MB
 * for 50,000 rows) is under a key of its own until the job ends; the result is kept, the file is not.
 */
interface JobData {
  actor: Actor;
  reader: DisclosureActor;
  preview: boolean;
  options: ImportOptions;
  total: number;
}

export const PROGRESS_EVERY = 500;
/** An import's state and result are kept this long after it ends, then Redis forgets it. */
const KEEP_SECONDS = 24 * 3600;
/** Imports one service process runs at once (each in its own transaction, on its own connection). */
const CONCURRENCY = 4;
/**
 * How long a running import's lock holds without renewal before the job counts as stalled. The
 * lock is renewed by a timer; on a busy machine a 50,000-row file's CPU-bound stretches could
 * delay it past BullMQ's 30 s default and fail a healthy import.
 */
const LOCK_MS = 120_000;

/** How long a file read at upload is kept for this process's worker; a job not started by then reads its file again. */
const PARSED_KEEP_MS = 10 * 60_000;

const STATUS_OF: Record<string, ImportStatus> = { active: 'running', completed: 'done', failed: 'failed' };

const isProgress = (value: unknown): value is ImportProgress =>
  typeof value === 'object' && value !== null && 'done' in value && 'total' in value;

async function inTransaction<C extends string, R>(db: AnyDb, def: ImportDefinition<C, R>, request: ImportRequest<C>): Promise<R> {
  const afterwards: ((db: AnyDb) => Promise<void>)[] = [];
  const trx = await db.startTransaction().execute();
  let leas: number[] = [];
  try {
    leas = [...new Set(await def.leasOf(trx, request.file, request.actor))].sort((a, b) => a - b);
    // In one order, so two imports that share LEAs cannot each hold one the other waits for.
    for (const leaId of leas) await sql`select pg_advisory_xact_lock(hashtext(${`${def.name}.imports`}), ${leaId})`.execute(trx);
    const result = await def.run(trx, { ...request, afterTransaction: (write) => afterwards.push(write) });
    await (request.preview ? trx.rollback() : trx.commit()).execute();
    return result;
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  } finally {
    // After the transaction: on PGlite it held the one connection until now.
    await def.disclose?.(db, request, leas);
    for (const write of afterwards) await write(db);
  }
}

/**
 * The import engine: a BullMQ queue and its worker inside the service process. An upload becomes
 * a job, its file read once at upload; the worker runs the import in one transaction (rolled back for a preview
 * or on any failure, so nothing is half-written) and reports progress to the job in Redis, not
 * the database, so a poll never waits for the import's transaction (PGlite serves one at a time).
 * The result stays with the job for a day, so any instance can answer for it.
 */
export function startImportJobs<C extends string, R>(
  def: ImportDefinition<C, R>,
  deps: { db: AnyDb; redis: Redis; prefix: string | undefined; log: FastifyBaseLogger },
): ImportJobs<R> {
  // BullMQ refuses an ioredis key prefix (it has its own), and its worker needs unlimited retries on its blocking connection.
  const queueConnection = deps.redis.duplicate({ keyPrefix: '' });
  const workerConnection = deps.redis.duplicate({ keyPrefix: '', maxRetriesPerRequest: null });
  const name = `imports-${def.name}`;
  const prefix = deps.prefix ? { prefix: deps.prefix } : {};
  const queue = new Queue<JobData, R>(name, { connection: queueConnection, ...prefix });
  queue.on('error', (err) => deps.log.error({ err }, 'import queue error'));
  const fileKey = (id: string) => `${deps.prefix ?? 'bull'}:${name}:file:${id}`;
  // The files this process read at upload, for its worker: a file is read once, unless another
  // instance's worker takes the job or it waits longer than PARSED_KEEP_MS, when it is read from Redis again.
  const parsed = new Map<string, { file: CsvFile<C>; at: number }>();
  const fileOf = async (id: string): Promise<CsvFile<C>> => {
    const kept = parsed.get(id);
    parsed.delete(id);
    if (kept) return kept.file;
    const text = await queueConnection.get(fileKey(id));
    if (text === null) throw new Error(`The file of import ${id} is gone`);
    return readCsvFile(text, def.file);
  };

  const runJob = async (job: Job<JobData, R>): Promise<R> => {
    const { actor, reader, preview, options, total } = job.data;
    let reported = 0;
    const progress = async (done: number) => {
      if (done - reported < PROGRESS_EVERY && done < total) return;
      reported = done;
      await job.updateProgress({ done, total });
    };
    try {
      const result = await inTransaction(deps.db, def, {
        file: await fileOf(job.id!),
        actor,
        reader,
        preview,
        options: options ?? {},
        progress,
      });
      await job.updateProgress({ done: total, total });
      deps.log.info({ event: preview ? `${def.name}-import-previewed` : `${def.name}-imported`, importId: job.id, rows: total }, 'import');
      return result;
    } catch (error) {
      if (error instanceof HttpError) throw new Error(error.message, { cause: error });
      deps.log.error({ err: error, importId: job.id }, 'import failed');
      throw new Error(ImportMessages.failed, { cause: error });
    } finally {
      await queueConnection.del(fileKey(job.id!));
    }
  };
  const worker = new Worker<JobData, R>(name, runJob, {
    connection: workerConnection,
    concurrency: CONCURRENCY,
    lockDuration: LOCK_MS,
    ...prefix,
  });
  worker.on('error', (err) => deps.log.error({ err }, 'import worker error'));

  const unavailable = () => new HttpError(503, 'IMPORTS_UNAVAILABLE', ImportMessages.unavailable);

  return {
    async submit(text, { actor, reader }, preview, options = {}) {
      const file = readCsvFile(text, def.file);
      const id = randomUUID();
      const now = Date.now();
      for (const [kept, { at }] of parsed) if (now - at > PARSED_KEEP_MS) parsed.delete(kept);
      parsed.set(id, { file, at: now });
      try {
        await queueConnection.set(fileKey(id), text, 'EX', KEEP_SECONDS);
        await queue.add(
          'import',
          { actor, reader, preview, options, total: file.rows.length },
          { jobId: id, attempts: 1, removeOnComplete: { age: KEEP_SECONDS }, removeOnFail: { age: KEEP_SECONDS } },
        );
      } catch (err) {
        parsed.delete(id);
        deps.log.error({ err }, 'import not queued');
        throw unavailable();
      }
      return { id, status: 'queued' };
    },
    async state(id, actor) {
      // The state before the job: a job read first could end in between and be reported done without its result.
      const read = async () => {
        const stateName = await queue.getJobState(id);
        return { stateName, job: await queue.getJob(id) };
      };
      const { stateName, job } = await read().catch((err: unknown) => {
        deps.log.error({ err }, 'import state not read');
        throw unavailable();
      });
      if (!job || job.data.actor.userId !== actor.userId) return null;
      const status = STATUS_OF[stateName] ?? 'queued';
      return {
        id,
        status,
        progress: isProgress(job.progress) ? job.progress : { done: 0, total: job.data.total },
        result: status === 'done' ? (job.returnvalue ?? null) : null,
        ...(status === 'failed' ? { error: job.failedReason || ImportMessages.failed } : {}),
      };
    },
    async close() {
      await worker.close();
      await queue.close();
      queueConnection.disconnect();
      workerConnection.disconnect();
    },
  };
}
