import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { packageNameOf } from './lockfile';

/**
 * Every workspace declares the packages its files import (`npm run lint` runs this): a package
 * that only resolves because npm hoisted another workspace's or the root's copy is missing from
 * the workspace's artefact, and breaks the day that other copy moves. Tests, configurations and
 * scripts count: what they import belongs in devDependencies.
 */
export interface UndeclaredImport {
  workspace: string;
  file: string;
  specifier: string;
  packageName: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.nx']);

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (folder: string) => JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;

/** The folders the root's `workspaces` names (`services/*` and plain folders), relative to the root. */
export function workspaceFolders(root: string): string[] {
  return (readManifest(root).workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return existsSync(path.join(root, pattern, 'package.json')) ? [pattern] : [];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The bare module specifiers a file imports, exports from, `import()`s or `require()`s, type-only ones included. */
export function bareImportsOf(text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !isBuiltin(specifier));
}

export function undeclaredImports(root: string): UndeclaredImport[] {
  const found: UndeclaredImport[] = [];
  for (const workspace of workspaceFolders(root)) {
    const manifest = readManifest(path.join(root, workspace));
    const declared = new Set([
      manifest.name,
      ...Object.keys({
        ...manifest.dependencies,
        ...manifest.devDependencies,
        ...manifest.peerDependencies,
        ...manifest.optionalDependencies,
      }),
    ]);
    for (const file of sourceFiles(path.join(root, workspace))) {
      for (const specifier of bareImportsOf(readFileSync(file, 'utf8'))) {
        const packageName = packageNameOf(specifier);
        if (!declared.has(packageName)) found.push({ workspace, file: path.relative(root, file), specifier, packageName });
      }
    }
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const undeclared = undeclaredImports(path.resolve(import.meta.dirname, '../..'));
  for (const u of undeclared)
    console.error(`${u.file} imports ${u.specifier}, but ${u.workspace}/package.json does not declare ${u.packageName}`);
  if (undeclared.length > 0) {
    console.error(
      `\n${undeclared.length} undeclared imports: add each package to the workspace's dependencies (devDependencies for tests and tooling) at the root lockfile's version.`,
    );
    process.exit(1);
  }
  console.log(
    `Every workspace declares the packages it imports (${workspaceFolders(path.resolve(import.meta.dirname, '../..')).length} workspaces).`,
  );
}
