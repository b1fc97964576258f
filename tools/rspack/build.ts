import { rspack } from '@rspack/core';
import { createAppConfig, loadAppOptions } from './app-config';
import { precompress } from './precompress';

/** Builds the app in the current folder for production (`npm run build` in an app), then its compressed copies. */
const options = await loadAppOptions(process.cwd());
const config = createAppConfig(options, 'production');
const compiler = rspack(config);
compiler.run((err, stats) => {
  if (err || !stats || stats.hasErrors()) {
    console.error(err ?? stats?.toString({ colors: true, all: false, errors: true }));
    process.exit(1);
  }
  console.log(stats.toString({ colors: true, assets: false, modules: false, chunks: false }));
  compiler.close(() => undefined);
  precompress(config.output!.path!).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
