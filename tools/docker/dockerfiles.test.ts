import { readFileSync } from 'node:fs';
import path from 'node:path';
import { services } from '@portal/platform';
import { entryOf, sourceOf } from '../build/entries';

/**
 * A structural check of the Dockerfiles, as no Docker engine runs on these machines: built in
 * stages on Node 22, the runtime stage installs only production packages and runs as a user
 * that is not root, and the commands the manifests give exist in the source it compiles.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

interface Instruction {
  keyword: string;
  args: string;
}

function instructions(file: string): Instruction[] {
  const text = readFileSync(path.join(repoRoot, 'deploy/docker', file), 'utf8');
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The instructions of the last stage: what the image is. */
function runtimeStage(all: Instruction[]): Instruction[] {
  const lastFrom = all.map((i) => i.keyword).lastIndexOf('FROM');
  return all.slice(lastFrom);
}

describe.each(['services.Dockerfile', 'static.Dockerfile'])('%s', (file) => {
  const all = instructions(file);
  const runtime = runtimeStage(all);

  test('builds in stages on Node 22 and copies the runtime stage only what the build made', () => {
    const froms = all.filter((i) => i.keyword === 'FROM');
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const nodeImage = all.find((i) => i.keyword === 'ARG' && i.args.startsWith('NODE_IMAGE='));
    expect(nodeImage?.args).toMatch(/^NODE_IMAGE=node:22[-.]/);
    for (const from of froms) expect(from.args).toMatch(/^\$\{NODE_IMAGE\}/);
    const copies = runtime.filter((i) => i.keyword === 'COPY');
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.args).toMatch(/^--from=build /);
  });

  test('installs production packages only, and runs as a user that is not root', () => {
    expect(runtime.filter((i) => i.keyword === 'RUN').map((i) => i.args)).toContainEqual(expect.stringContaining('npm ci --omit=dev'));
    const users = runtime.filter((i) => i.keyword === 'USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const lastUser = runtime.map((i) => i.keyword).lastIndexOf('USER');
    expect(runtime.slice(lastUser).filter((i) => i.keyword === 'RUN')).toEqual([]);
    const command = runtime.find((i) => i.keyword === 'CMD');
    expect(() => JSON.parse(command!.args) as unknown).not.toThrow();
  });
});

test('the compiled entries the manifests run are built from sources that exist', () => {
  const entries = [...services.map((s) => entryOf.service(s.name)), entryOf.worker, entryOf.migrate, entryOf.static];
  for (const entry of entries) expect(readFileSync(path.join(repoRoot, sourceOf(entry)), 'utf8').length).toBeGreaterThan(0);
});
