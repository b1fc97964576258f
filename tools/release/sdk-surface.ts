import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The shell SDK as remotes see it: each export of `@portal/shared-contracts/sdk` and its type. */
export interface SdkSurface {
  /** shared-contracts' package version, which is the SDK's shared version. */
  version: string;
  exports: Record<string, string>;
}

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const contractsRoot = path.join(repoRoot, 'shared-contracts');
export const recordedSurfaceFile = path.join(contractsRoot, 'sdk-surface.json');

/**
 * Reads the exported surface from the sources with the TypeScript checker: every exported name
 * with its type written out in full, so a changed prop or parameter shows, not only a new name.
 */
export function currentSdkSurface(): SdkSurface {
  const entry = path.join(contractsRoot, 'src/sdk/index.ts');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(contractsRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('shared-contracts/tsconfig.json could not be read');
  const program = ts.createProgram([entry], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry} is not a module`);
  const flags = ts.TypeFormatFlags.NoTruncation;
  const printer = ts.createPrinter({ removeComments: true });
  // A type's own declaration, printed without comments or layout: a new or changed member shows.
  const declared = (node: ts.Declaration) => printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()).replace(/\s+/g, ' ');
  const exports: Record<string, string> = {};
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    if (!declaration) continue;
    const kinds: string[] = [];
    if (target.flags & ts.SymbolFlags.Value)
      kinds.push(`value: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(target, declaration), undefined, flags)}`);
    if (target.flags & ts.SymbolFlags.Type) kinds.push(`type: ${target.declarations!.map(declared).join(' ')}`);
    // Where a type lives is not part of the surface, and the checkout's path must not be.
    exports[symbol.getName()] = kinds.join('; ').replace(/import\("[^"]*"\)\./g, '');
  }
  const version = (JSON.parse(readFileSync(path.join(contractsRoot, 'package.json'), 'utf8')) as { version: string }).version;
  return { version, exports: Object.fromEntries(Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) };
}

export function readRecordedSurface(): SdkSurface {
  return JSON.parse(readFileSync(recordedSurfaceFile, 'utf8')) as SdkSurface;
}

/**
 * What is wrong between the recorded surface and the current one, or null. A changed surface
 * needs a new version, and a new version needs its surface recorded, so a remote's declared
 * range always means what the SDK of that version offers.
 */
export function surfaceProblem(recorded: SdkSurface, current: SdkSurface): string | null {
  const names = new Set([...Object.keys(recorded.exports), ...Object.keys(current.exports)]);
  const added = [...names].filter((n) => !(n in recorded.exports));
  const removed = [...names].filter((n) => !(n in current.exports));
  const changed = [...names].filter((n) => n in recorded.exports && n in current.exports && recorded.exports[n] !== current.exports[n]);
  const differs = added.length + removed.length + changed.length > 0;
  const what = [
    added.length ? `added ${added.join(', ')}` : '',
    removed.length ? `removed ${removed.join(', ')}` : '',
    changed.length ? `changed ${changed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  if (differs && recorded.version === current.version) {
    const bump = removed.length || changed.length ? 'major' : 'minor';
    return (
      `The shell SDK's exported surface changed (${what}) but @portal/shared-contracts is still ${current.version}. ` +
      `Raise its version (${bump}: ${removed.length || changed.length ? 'something remotes use may have changed' : 'only additions'}) ` +
      `in shared-contracts/package.json and the ranges that need it, then run npm run sdk-surface -- --write.`
    );
  }
  if (recorded.version !== current.version)
    return `@portal/shared-contracts is ${current.version} but its recorded SDK surface is ${recorded.version}'s: run npm run sdk-surface -- --write.`;
  return null;
}
