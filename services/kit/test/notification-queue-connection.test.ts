import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildServiceApp, createDatabase, createNotificationQueue, enqueueEmail, generateSigningKey, readConfig, staticKeys, type ServiceContext } from '../src';
import { probeService } from './probe-service';

test('a service whose shared Redis connection has a key prefix still queues e-mail where the worker reads it', async () => {
  const database = await createDatabase({});
  const defaults = readConfig({});
  const config = { ...defaults, notificationQueuePrefix: `test-kp-${randomUUID()}` };
  let context: ServiceContext | undefined;
  const probe = probeService(async (_app, ctx) => {
    context = ctx;
  });
  const prefixed = new Redis(config.redisUrl, { keyPrefix: 'some-namespace:', maxRetriesPerRequest: 1 });
  const plain = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const signingKey = generateSigningKey();
  const app = await buildServiceApp(probe, { db: database.db, config, keys: staticKeys([signingKey]), redis: prefixed, logger: false });
  const workerSide = createNotificationQueue(plain, { prefix: config.notificationQueuePrefix });
  try {
    const id = randomUUID();
    await enqueueEmail(context!.notifications!, { id, to: 'someone@example.org', subject: 's', text: 't', type: 'probe' });
    expect((await workerSide.getJob(id))?.data.to).toBe('someone@example.org');
  } finally {
    await workerSide.obliterate({ force: true });
    await workerSide.close();
    await app.close();
    prefixed.disconnect();
    plain.disconnect();
    await database.close();
  }
}, 30_000);
