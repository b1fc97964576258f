import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import {
  buildServiceApp,
  createDatabase,
  createNotificationOutbox,
  createNotificationProducer,
  createNotificationQueue,
  generateSigningKey,
  migrateSchema,
  pendingOutboxRows,
  readConfig,
  staticKeys,
  type Database,
  type ServiceContext,
  type ServiceDefinition,
} from '../src';
import { createScratchDatabase, eventually, startTcpProxy, type ScratchDatabase } from '../src/testing';
import { probeService } from './probe-service';

const defaults = readConfig({});

/** The probe service with an outbox, as a producing service declares it. */
function producingService(onContext: (ctx: ServiceContext) => void): ServiceDefinition {
  return {
    ...probeService(async (_app, ctx) => onContext(ctx)),
    migrations: { '0001_outbox': { up: (db: Kysely<unknown>) => createNotificationOutbox(db) } },
    notificationOutbox: true,
  };
}

let scratch: ScratchDatabase;
let database: Database;
beforeEach(async () => {
  scratch = await createScratchDatabase('kit_outbox');
  database = await createDatabase({ databaseUrl: scratch.url });
});
afterEach(async () => {
  await database.close();
  await scratch.drop();
});

test('many events raised at once are each recorded once, in order; one bad event records none', async () => {
  const def = producingService(() => {});
  await migrateSchema(database.db, def.schema, def.migrations);
  const db = database.db.withSchema(def.schema);
  const producer = createNotificationProducer('probe', Buffer.alloc(32));
  const events = Array.from({ length: 2500 }, (_, n) => ({ type: 'probe.happened', leaId: 7, message: `Event ${n}.` }));
  const ids = await producer.raiseAll(db, events);
  expect(new Set(ids).size).toBe(2500);
  const rows = await sql<{
    id: string;
    data: { message: string };
  }>`select id, data from ${sql.table(`${def.schema}.notification_outbox`)}`.execute(database.db);
  const messageOf = new Map(rows.rows.map((row) => [row.id, (typeof row.data === 'string' ? JSON.parse(row.data) : row.data).message]));
  expect(ids.map((id) => messageOf.get(id))).toEqual(events.map((e) => e.message));
  await expect(
    producer.raiseAll(db, [
      { type: 'probe.happened', message: 'Fine.' },
      { type: 'probe.happened', message: ' ' },
    ]),
  ).rejects.toThrow('an event needs a message');
  expect(await pendingOutboxRows(db)).toBe(2500);
});

test('a raised event reaches the queue under its own id, even through a Redis connection with a key prefix', async () => {
  const config = { ...defaults, notificationQueuePrefix: `test-outbox-${randomUUID()}` };
  let ctx: ServiceContext | undefined;
  const def = producingService((c) => (ctx = c));
  await migrateSchema(database.db, def.schema, def.migrations);
  const prefixed = new Redis(config.redisUrl, { keyPrefix: 'some-namespace:', maxRetriesPerRequest: 1 });
  const plain = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const app = await buildServiceApp(def, {
    db: database.db,
    config,
    keys: staticKeys([generateSigningKey()]),
    redis: prefixed,
    logger: false,
  });
  const workerSide = createNotificationQueue(plain, { prefix: config.notificationQueuePrefix });
  try {
    const id = await ctx!.db
      .transaction()
      .execute((trx) =>
        ctx!.notifications.raise(trx, { type: 'probe.happened', leaId: 7, message: 'Something happened.', openUrl: '/probe/1' }),
      );
    ctx!.notifications.flush();
    const job = await eventually(() => workerSide.getJob(id), 'the job on the queue');
    expect(job?.name).toBe('event');
    expect(job?.data).toMatchObject({
      id,
      type: 'probe.happened',
      leaId: 7,
      message: 'Something happened.',
      openUrl: '/probe/1',
      source: 'probe',
    });
    // The row is deleted once the queue has the job, a moment after: the outbox keeps no copy.
    await eventually(
      async () =>
        (await sql<{ n: number }>`select count(*)::int as n from probe.notification_outbox`.execute(database.db)).rows[0]!.n === 0
          ? true
          : undefined,
      'the row to be deleted',
    );
  } finally {
    await workerSide.obliterate({ force: true });
    await workerSide.close();
    await app.close();
    prefixed.disconnect();
    plain.disconnect();
  }
}, 30_000);

test('an event raised in a transaction that rolls back is never queued', async () => {
  let ctx: ServiceContext | undefined;
  const def = producingService((c) => (ctx = c));
  await migrateSchema(database.db, def.schema, def.migrations);
  const app = await buildServiceApp(def, {
    db: database.db,
    config: defaults,
    keys: staticKeys([generateSigningKey()]),
    redis: null,
    logger: false,
  });
  try {
    await expect(
      ctx!.db.transaction().execute(async (trx) => {
        await ctx!.notifications.raise(trx, { type: 'probe.happened', message: 'Never sent.' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await pendingOutboxRows(ctx!.db)).toBe(0);
    await expect(ctx!.notifications.raise(ctx!.db, { type: 'probe.happened', message: 'x', openUrl: '//evil.example' })).rejects.toThrow(
      'openUrl',
    );
  } finally {
    await app.close();
  }
});

test('events raised while Redis is down wait in the outbox and are queued once when it returns', async () => {
  const config = { ...defaults, notificationQueuePrefix: `test-outbox-${randomUUID()}`, outboxPollMs: 100 };
  const proxy = await startTcpProxy(Number(new URL(config.redisUrl).port || 6379));
  let ctx: ServiceContext | undefined;
  const def = producingService((c) => (ctx = c));
  await migrateSchema(database.db, def.schema, def.migrations);
  const viaProxy = new Redis({ port: proxy.port, host: '127.0.0.1', maxRetriesPerRequest: 1, retryStrategy: () => 100 });
  const plain = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const app = await buildServiceApp(def, {
    db: database.db,
    config,
    keys: staticKeys([generateSigningKey()]),
    redis: viaProxy,
    logger: false,
  });
  const workerSide = createNotificationQueue(plain, { prefix: config.notificationQueuePrefix });
  try {
    await proxy.down();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await ctx!.notifications.raise(ctx!.db, { type: 'probe.happened', message: `Event ${i}` }));
    ctx!.notifications.flush();
    // Several polls go by with Redis unreachable: the rows stay.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await pendingOutboxRows(ctx!.db)).toBe(5);

    await proxy.up();
    await eventually(async () => ((await pendingOutboxRows(ctx!.db)) === 0 ? true : undefined), 'the outbox to empty', 20_000);
    const jobs = await workerSide.getJobs(['waiting', 'delayed', 'prioritized']);
    expect(jobs.map((j) => j.id).sort()).toEqual([...ids].sort());
  } finally {
    await workerSide.obliterate({ force: true });
    await workerSide.close();
    await app.close();
    viaProxy.disconnect();
    plain.disconnect();
    await proxy.close();
  }
}, 60_000);
