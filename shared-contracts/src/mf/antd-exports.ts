import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders whose sources may import antd: the host, the remotes and the shell SDK. */
const appFolders = [
  'host-shell/src',
  'shared-contracts/src',
  'mfe-restraint/src',
  'mfe-eco/src',
  'mfe-psos/src',
  'mfe-dispute/src',
  'mfe-monitoring/src',
  'mfe-admin/src',
];

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Every named export of antd that any app imports. The shared antd is built with
 * only these, so a name missing here breaks an app at run time: the list is
 * generated (`npm run antd-exports`) and a test fails when it is out of date.
 */
export function usedAntdExports(repoRoot: string): string[] {
  const names = new Set<string>();
  const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]antd['"]/g;
  for (const folder of appFolders) {
    for (const file of sourceFiles(path.join(repoRoot, folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
        // `import type { … }` names only types, which vanish at build time.
        if (match[1]) continue;
        for (const spec of (match[2] ?? '').split(',')) {
          const name = spec
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim();
          // Type-only names vanish at build time; runtime exports start upper- or lower-case words.
          if (name && !spec.trim().startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}
