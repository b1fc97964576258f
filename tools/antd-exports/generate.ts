import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { usedAntdExports } from '../../shared-contracts/src/mf/antd-exports';

/** Rewrites the list of antd exports the shared antd is built with. */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const names = usedAntdExports(repoRoot);
writeFileSync(path.join(repoRoot, 'shared-contracts/src/mf/antd-used-exports.json'), `${JSON.stringify(names, null, 2)}\n`);
console.log(`${names.length} antd exports: ${names.join(', ')}`);
