import { rspack } from '@rspack/core';
import { createAppConfig, loadAppOptions } from './app-config';

/** Builds the app in the current folder for production (`npm run build` in an app). */
const options = await loadAppOptions(process.cwd());
const compiler = rspack(createAppConfig(options, 'production'));
compiler.run((err, stats) => {
  if (err || !stats || stats.hasErrors()) {
    console.error(err ?? stats?.toString({ colors: true, all: false, errors: true }));
    process.exit(1);
  }
  console.log(stats.toString({ colors: true, assets: false, modules: false, chunks: false }));
  compiler.close(() => undefined);
});
