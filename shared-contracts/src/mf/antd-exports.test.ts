import path from 'node:path';
import { readFileSync } from 'node:fs';
import { usedAntdExports } from './antd-exports';

test('the shared antd export list names every antd export the apps import', () => {
  const repoRoot = path.resolve(process.cwd(), '..');
  const committed = JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/src/mf/antd-used-exports.json'), 'utf8'));
  expect(committed).toEqual(usedAntdExports(repoRoot));
});
