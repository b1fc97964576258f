import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { undeclaredImports } from './declared-imports';

let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'declared-imports-'));
  write('package.json', JSON.stringify({ name: 'root', workspaces: ['lib', 'services/*'] }));
  write('lib/package.json', JSON.stringify({ name: '@x/lib', dependencies: { fastify: '5.0.0' } }));
  write(
    'services/a/package.json',
    JSON.stringify({ name: '@x/a', dependencies: { '@x/lib': '0.1.0' }, devDependencies: { jest: '30.0.0' } }),
  );
  write(
    'lib/src/index.ts',
    "import fs from 'node:fs';\nimport path from 'path';\nimport Fastify from 'fastify';\nimport { a } from './a';\nimport { Kysely } from 'kysely/helpers';\nexport const lazy = () => import('@scope/pkg/sub');\n",
  );
  write('lib/node_modules/kysely/index.js', "import 'undeclared-but-not-ours';\n");
  write('services/a/src/server.ts', "import { x } from '@x/lib';\nimport type { Redis } from 'ioredis';\nimport { a } from '@x/a/sub';\n");
  write('services/a/test/a.test.ts', "import { expect } from 'jest';\n");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('names each file importing a package its workspace does not declare; builtins, relative paths, its own name and node_modules aside', () => {
  expect(
    undeclaredImports(root)
      .map((u) => [u.file, u.packageName])
      .sort(),
  ).toEqual([
    ['lib/src/index.ts', '@scope/pkg'],
    ['lib/src/index.ts', 'kysely'],
    ['services/a/src/server.ts', 'ioredis'],
  ]);
});
