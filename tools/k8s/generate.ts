import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { services } from '@portal/platform';
import { defaultRemotesJson } from '../portal/remotes-json';
import { generatedFiles } from './manifests';

/**
 * `npm run k8s:generate`: writes the Kubernetes manifests that follow from the service registry
 * into deploy/k8s/base/. `--check` writes nothing and fails when a file differs (the tools test
 * checks the same).
 */
const base = path.resolve(import.meta.dirname, '../../deploy/k8s/base');
const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [file, content] of Object.entries(generatedFiles(services, defaultRemotesJson()))) {
  const target = path.join(base, file);
  if (check) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing: stale
    }
    if (current !== content) stale.push(path.relative(process.cwd(), target));
    continue;
  }
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}
if (stale.length > 0) {
  console.error(`Stale, run npm run k8s:generate: ${stale.join(', ')}`);
  process.exit(1);
}
