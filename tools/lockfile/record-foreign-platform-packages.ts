import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The registry these machines reach serves only some platforms' native builds of
 * rspack, swc, nx and unrs (darwin, windows and other builds answer 404). `npm install`
 * then leaves those optional packages out of package-lock.json, and `npm ci` refuses
 * the lockfile as out of sync. This records each missing platform package as an
 * optional entry with the os/cpu/libc its name implies, so `npm ci` skips it on
 * every other platform without fetching it. Run after `npm install` changes the lock
 * (`npm run lockfile:platforms`); `--check` (part of `npm test`) fails while any is missing.
 */
interface LockEntry {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  [key: string]: unknown;
}

const osNames = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el'];

export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((p) => osNames.includes(p));
  const cpu = parts.find((p) => cpuNames.includes(p)) ?? (parts.includes('wasi') ? 'wasm32' : undefined);
  if (!cpu) return null;
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

export function missingPlatformEntries(lock: { packages: Record<string, LockEntry> }): Record<string, LockEntry> {
  const added: Record<string, LockEntry> = {};
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${key}/node_modules/${dep}`;
      const hoisted = `node_modules/${dep}`;
      if (lock.packages[nested] || lock.packages[hoisted] || added[hoisted]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      added[hoisted] = { version, optional: true, ...platform };
    }
  }
  return added;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const file = path.resolve(import.meta.dirname, '../../package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
  const added = missingPlatformEntries(lock);
  if (process.argv.includes('--check')) {
    const names = Object.keys(added);
    if (names.length > 0)
      console.error(
        `package-lock.json lacks ${names.length} platform packages (${names.slice(0, 3).join(', ')}...): run npm run lockfile:platforms`,
      );
    process.exit(names.length > 0 ? 1 : 0);
  }
  const packages = Object.fromEntries(
    Object.entries({ ...lock.packages, ...added }).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify({ ...lock, packages }, null, 2)}\n`);
  console.log(`Recorded ${Object.keys(added).length} platform packages this registry does not serve.`);
}
