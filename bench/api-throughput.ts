import os from 'node:os';
import path from 'node:path';
import { startBareFastify } from './bare-fastify';
import { throughputSummary } from './report';
import { startServicesOnPostgres } from './services-on-postgres';
import { measureThroughput } from './throughput';

/**
 * `npm run bench`'s throughput figures alone, on their own services: each authenticated list
 * beside bare Fastify. Over the large data set: `BENCH_DATABASE_URL=... npm run bench:throughput`.
 */
const bare = await startBareFastify();
const services = await startServicesOnPostgres(path.resolve(import.meta.dirname, '..'));
try {
  console.log('Loading the lists and bare Fastify...');
  console.log(`\n${throughputSummary(await measureThroughput(bare.url, services), os.cpus().length)}`);
} finally {
  await services.close();
  await bare.app.close();
}
