import { deriveLockfile, type Lockfile } from './lockfile';

const pkg = (version: string, dependencies: Record<string, string> = {}, more: object = {}) => ({
  version,
  resolved: `https://registry.example/${version}.tgz`,
  integrity: `sha512-${version}`,
  dev: true,
  ...(Object.keys(dependencies).length ? { dependencies } : {}),
  ...more,
});

// The repository: `app` (a workspace) uses b@2 nested under it; the hoisted b is 1; a needs b@1 and c.
const source: Lockfile = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'repo' },
    'node_modules/@w/app': { link: true, resolved: 'app' },
    app: { version: '0.1.0' },
    'app/node_modules/b': pkg('2.0.0', { c: '^1' }),
    'node_modules/a': pkg('1.0.0', { b: '^1', c: '^1' }, { optionalDependencies: { 'a-linux-x64': '1.0.0', 'a-darwin-arm64': '1.0.0' } }),
    'node_modules/a-linux-x64': { version: '1.0.0', optional: true, cpu: ['x64'] },
    'node_modules/b': pkg('1.0.0'),
    'node_modules/c': pkg('1.0.0'),
    'node_modules/unused': pkg('9.0.0'),
  },
};

test('keeps the builds the repository resolves, nests a second version beside its user, and drops what nothing needs', () => {
  const lock = deriveLockfile(source, 'artefact', '1.2.3', { a: 'node_modules/a', b: 'app/node_modules/b' });
  expect(lock.packages['']).toEqual({ name: 'artefact', version: '1.2.3', dependencies: { a: '1.0.0', b: '2.0.0' } });
  expect(Object.keys(lock.packages).sort()).toEqual([
    '',
    'node_modules/a',
    'node_modules/a-linux-x64',
    'node_modules/a/node_modules/b',
    'node_modules/b',
    'node_modules/c',
  ]);
  expect(lock.packages['node_modules/b']!.version).toBe('2.0.0');
  expect(lock.packages['node_modules/a/node_modules/b']!.version).toBe('1.0.0');
  expect(lock.packages['node_modules/c']).not.toHaveProperty('dev');
  expect(lock.packages['node_modules/a-linux-x64']!.optional).toBe(true);
  expect(lock.packages['node_modules/a']!.optional).toBeUndefined();
});

test('refuses a package the repository does not hold', () => {
  expect(() => deriveLockfile(source, 'artefact', '1.2.3', { a: 'node_modules/a', x: 'node_modules/x' })).toThrow(
    "node_modules/x is not in the repository's lockfile",
  );
});
