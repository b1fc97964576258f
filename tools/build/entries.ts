/**
 * Where each process's compiled entry sits in an artefact folder and in an image: the source path
 * with `.js` for `.ts`, as the build keeps the repository's layout (tools/build/artefacts.ts); the
 * manifests' commands and the build's entry points both come from here.
 */
export const entryOf = {
  service: (name: string) => `services/${name}/src/server.js`,
  worker: 'services/notification-worker/src/main.js',
  migrate: 'tools/portal/db-migrate.js',
  static: 'tools/portal/static-server.js',
};

/** The TypeScript source a compiled entry is built from. */
export const sourceOf = (entry: string) => entry.replace(/\.js$/, '.ts');
