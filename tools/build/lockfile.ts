import path from 'node:path';

/**
 * An artefact's package-lock.json, cut from the repository's: the packages its code imports, at the
 * very builds the checkout installs and tests (same version, tarball and integrity), and what they
 * need in turn, laid out as npm's own resolution finds them. No registry is asked, so the build
 * works offline and cannot pick a version the checkout never ran; the platform-specific optional
 * packages recorded for other platforms (tools/lockfile) come along, so `npm ci` works on those too.
 */
export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** Where `name` resolves from the package or folder at `from` (a lockfile key), as Node walks up the node_modules folders. */
export function resolveInLock(packages: Record<string, unknown>, from: string, name: string): string | null {
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    const base = dir === '.' ? '' : dir;
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (key in packages) return key;
    if (!base) return null;
  }
}

/** The package name of a bare import: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

interface Edge {
  name: string;
  optional: boolean;
}

function edgesOf(entry: LockEntry): Edge[] {
  const optionalPeer = (name: string) => entry.peerDependenciesMeta?.[name]?.optional === true;
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    // npm installs a peer that is not marked optional; an optional one only when something else needs it.
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeer(name))
      .map((name) => ({ name, optional: false })),
  ];
}

const sameBuild = (a: LockEntry, b: LockEntry) => a.version === b.version && a.resolved === b.resolved && a.integrity === b.integrity;

/**
 * The lockfile of a project named `name` whose dependencies are `roots`: each package name with the
 * key of the build it uses in `source`. Throws when a package cannot be placed so that every one
 * resolves what it resolves in the repository.
 */
export function deriveLockfile(source: Lockfile, name: string, version: string, roots: Record<string, string>): Lockfile {
  const old = source.packages;
  /** New key → the key of the same build in the source lockfile. */
  const placed: Record<string, string> = {};
  const queue: string[] = [];
  const place = (key: string, origin: string) => {
    if (!old[origin]) throw new Error(`${origin} is not in the repository's lockfile`);
    if (old[origin]?.link) throw new Error(`${origin} is a workspace link, not a package from the registry`);
    if (old[origin]?.inBundle) throw new Error(`${origin} ships inside another package's tarball and cannot be placed on its own`);
    placed[key] = origin;
    queue.push(key);
  };
  for (const [dep, origin] of Object.entries(roots)) place(`node_modules/${dep}`, origin);

  const requiredBy = new Map<string, Edge[]>();
  while (queue.length > 0) {
    const key = queue.shift()!;
    const origin = placed[key]!;
    const edges = edgesOf(old[origin]!);
    requiredBy.set(key, edges);
    for (const edge of edges) {
      const target = resolveInLock(old, origin, edge.name);
      if (!target) {
        if (edge.optional || old[origin]!.peerDependencies?.[edge.name]) continue;
        throw new Error(`${origin} needs ${edge.name}, which the repository's lockfile does not hold`);
      }
      const visible = resolveInLock(placed, key, edge.name);
      if (visible && (placed[visible] === target || sameBuild(old[placed[visible]!]!, old[target]!))) continue;
      // Nothing of that name above: it goes to the top; another build is visible: beside its user.
      place(visible ? `${key}/node_modules/${edge.name}` : `node_modules/${edge.name}`, target);
    }
  }

  // Every package finds, from where it now sits, the build it finds in the repository.
  for (const [key, origin] of Object.entries(placed)) {
    for (const edge of requiredBy.get(key)!) {
      const target = resolveInLock(old, origin, edge.name);
      if (!target) continue;
      const found = resolveInLock(placed, key, edge.name);
      if (!found || !sameBuild(old[placed[found]!]!, old[target]!))
        throw new Error(`${key} would not find the ${edge.name} it uses in the repository (${target})`);
    }
  }

  // A package only optional edges lead to is optional: `npm ci` skips it where it does not install.
  const required = new Set<string>();
  const walk = (key: string) => {
    if (required.has(key)) return;
    required.add(key);
    for (const edge of requiredBy.get(key)!) {
      if (edge.optional) continue;
      const found = resolveInLock(placed, key, edge.name);
      if (found) walk(found);
    }
  };
  for (const dep of Object.keys(roots)) walk(`node_modules/${dep}`);

  const packages: Record<string, LockEntry> = {
    '': { name, version, dependencies: Object.fromEntries(Object.keys(roots).map((dep) => [dep, old[roots[dep]!]!.version!])) },
  };
  for (const key of Object.keys(placed).sort((a, b) => a.localeCompare(b))) {
    const {
      dev: _dev,
      devOptional: _devOptional,
      optional: _optional,
      peer: _peer,
      extraneous: _extraneous,
      ...entry
    } = old[placed[key]!]!;
    packages[key] = required.has(key) ? entry : { ...entry, optional: true };
  }
  return { name, version, lockfileVersion: 3, requires: true, packages };
}
