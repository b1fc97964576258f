import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { services } from '@portal/platform';
import { applications } from '@portal/shared-contracts';
import { entryOf, sourceOf } from './entries';
import { deriveLockfile, packageNameOf, resolveInLock, type Lockfile } from './lockfile';

/**
 * The production artefacts (`npm run build:services`, `npm run build:gateway`): each process's entry
 * compiled to one JavaScript file at its source path (`services/eco/src/server.js`), with the
 * workspace packages it imports (@portal/*) compiled in and every package from the registry left
 * as an import, beside a package.json naming exactly those packages and a package-lock.json of the
 * builds the checkout uses, so `npm ci --omit=dev` in the folder installs what it runs and nothing else.
 *
 * Bundling the workspace packages rather than compiling file by file: they export TypeScript
 * sources under extension-less paths that only a bundler-style resolver follows, so a per-file
 * compile would have to rewrite every import and ship a workspace layout for npm to link. An entry
 * stays at its source path, so `import.meta.dirname` in it means what it does in the checkout.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Artefact {
  /** The package name in the folder's package.json. */
  name: string;
  dist: string;
  /** Compiled entries, as the images' commands name them. */
  entries: string[];
  /** Files the process reads from the checkout at run time, copied as they are. */
  files: string[];
  /** Folders it expects to exist: an image's root file system is read-only, so it cannot make them. */
  folders: string[];
}

const apps = ['host-shell', ...applications.map((app) => `mfe-${app.id}`)];

export const artefacts: Record<'services' | 'gateway', Artefact> = {
  services: {
    name: 'portal-services',
    dist: 'dist/services',
    entries: [...services.map((s) => entryOf.service(s.name)), entryOf.worker, entryOf.migrate],
    files: [],
    folders: [],
  },
  gateway: {
    name: 'portal-gateway',
    dist: 'dist/gateway',
    entries: [entryOf.static],
    // The gateway serves each application's build at the version in its package.json.
    files: apps.map((app) => `${app}/package.json`),
    // Where it serves other releases from (`PORTAL_RELEASES_DIR`, default `releases/`, a volume on a cluster).
    folders: applications.map((app) => `releases/apps/${app.id}`),
  },
};

/** Every bare import but the workspace packages' stays an import, resolved from the folder's node_modules. */
const registryPackagesExternal: Plugin = {
  name: 'registry-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
  },
};

/** Each registry package the output imports, with the lockfile key of the build its importers resolve. */
function importedPackages(metafile: Metafile, lock: Lockfile): Record<string, string> {
  const imported = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const i of output.imports) if (i.external && !isBuiltin(i.path)) imported.add(packageNameOf(i.path));
  const found: Record<string, string> = {};
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const i of imports) {
      const name = packageNameOf(i.path);
      if (!i.external || !imported.has(name)) continue;
      const key = resolveInLock(lock.packages, path.posix.dirname(input), name);
      if (!key) throw new Error(`${input} imports ${name}, which package-lock.json does not hold`);
      if (found[name] && lock.packages[found[name]]!.version !== lock.packages[key]!.version)
        throw new Error(
          `${name} is imported at ${lock.packages[found[name]]!.version} and at ${lock.packages[key]!.version} (${input}): one folder holds one version`,
        );
      found[name] = key;
    }
  }
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

/** Builds one artefact into its folder (emptied first); returns the folder. */
export async function buildArtefact(artefact: Artefact, into = path.join(repoRoot, artefact.dist)): Promise<string> {
  rmSync(into, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: repoRoot,
    entryPoints: artefact.entries.map(sourceOf),
    outbase: '.',
    outdir: into,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Readable stack traces in production logs.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [registryPackagesExternal],
  });
  const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string; engines: unknown };
  const rootLock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as Lockfile;
  const roots = importedPackages(metafile, rootLock);
  const lock = deriveLockfile(rootLock, artefact.name, rootPackage.version, roots);
  const manifest = {
    name: artefact.name,
    version: rootPackage.version,
    private: true,
    type: 'module',
    engines: rootPackage.engines,
    dependencies: lock.packages['']!.dependencies,
  };
  writeFileSync(path.join(into, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(into, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  for (const file of artefact.files) {
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(into, file));
  }
  for (const folder of artefact.folders) mkdirSync(path.join(into, folder), { recursive: true });
  return into;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const which = process.argv[2];
  if (which !== 'services' && which !== 'gateway') {
    console.error('Usage: tsx tools/build/artefacts.ts services|gateway');
    process.exit(1);
  }
  const started = Date.now();
  const dist = await buildArtefact(artefacts[which]);
  const { dependencies } = JSON.parse(readFileSync(path.join(dist, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  console.log(
    `Built ${path.relative(repoRoot, dist)} in ${Date.now() - started} ms: ${artefacts[which].entries.length} entries, ${Object.keys(dependencies).length} packages.`,
  );
}
