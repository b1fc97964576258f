import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { createAppConfig, loadAppOptions } from './app-config';

/**
 * Serves one app on its own for its team (`npm run serve` in an app folder).
 * A remote runs standalone with a plain sign-in; /api goes to the running portal.
 */
const options = await loadAppOptions(process.cwd());
const config = createAppConfig(options, 'development');
const port = Number(process.env.PORT ?? 3000);
const server = new RspackDevServer({ ...config.devServer, port, host: '127.0.0.1' }, rspack(config));
await server.start();
console.log(`${options.title} on http://127.0.0.1:${port}`);
