import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildServiceApp, staticKeys, type AnyDb, type ServiceConfig, type ServiceDefinition, type SigningKey } from '@portal/service-kit';
import { runDemoAfterStart } from './demo-after-start';
import { services } from './registry';

export interface RunningService {
  def: ServiceDefinition;
  app: FastifyInstance;
  url: string;
}

/**
 * Runs every service in this process, each as its own Fastify app on its own
 * loopback port, so the gateway routes to them exactly as it routes to separate
 * processes. Used on the embedded database, which serves one process only. With
 * demo data, the services' post-start demo steps run once all of them listen.
 */
export async function runServicesInProcess(deps: {
  db: AnyDb;
  config: ServiceConfig;
  redis: Redis | null;
  signingKey: SigningKey;
  logger?: boolean | { level: string };
}): Promise<RunningService[]> {
  const keys = staticKeys([deps.signingKey]);
  const running: RunningService[] = [];
  // Every service's calls to another go to that one's address here, filled in as each listens.
  const config = { ...deps.config, peerUrls: { ...deps.config.peerUrls } };
  for (const def of services) {
    const app = await buildServiceApp(def, {
      db: deps.db,
      config,
      keys,
      redis: deps.redis,
      ...(def.name === 'identity' ? { signingKey: deps.signingKey } : {}),
      ...(deps.logger !== undefined ? { logger: deps.logger } : {}),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    config.peerUrls[def.name] = address;
    running.push({ def, app, url: address });
  }
  await runDemoAfterStart({
    config,
    dbOf: () => deps.db,
    identityDb: deps.db,
    failed: (def, err) =>
      running.find((r) => r.def === def)?.app.log.warn({ err }, `The ${def.name} demo data made after start is incomplete.`),
  });
  return running;
}
