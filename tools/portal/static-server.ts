import path from 'node:path';
import { armShutdownDeadline, readConfig } from '@portal/service-kit';
import { buildGateway } from './gateway';

/**
 * The static image's process (deploy/docker/static.Dockerfile): the gateway with no service behind
 * it, serving the host, each remote's assets and remotes.json (`REMOTES_JSON`, the ConfigMap) with
 * the portal's security and cache headers. On a cluster the Ingress sends `/api/<prefix>` to each
 * service itself; an /api path no service owns reaches this process and gets the gateway's 404.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const config = readConfig();
const gateway = await buildGateway({
  repoRoot,
  upstreams: [],
  trustedProxies: config.trustedProxies,
  publicUrl: config.publicUrl,
  ...(process.env.REMOTES_JSON ? { remotesJsonFile: process.env.REMOTES_JSON } : {}),
});
await gateway.listen({ port: Number(process.env.PORT ?? 8080), host: config.host });

async function stop(): Promise<void> {
  armShutdownDeadline('The static server');
  await gateway.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
