import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { secretsIn } from '@portal/platform/testing';

/**
 * The last step of `npm test`: no line the services logged during the whole run (service tests
 * and the browser tests' portal) may give away a password, a token or a link secret. A folder
 * with too few lines fails too, so a run whose logging broke cannot pass by saying nothing.
 */
const dir = process.argv[2];
if (!dir) throw new Error('usage: scan-logs <folder>');

let lines = 0;
const findings: string[] = [];
for (const file of readdirSync(dir)) {
  for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
    if (!line) continue;
    lines++;
    const kinds = secretsIn(line);
    if (kinds.length) findings.push(`${file}: ${kinds.join(', ')}: ${line.slice(0, 300)}`);
  }
}

console.log(`${lines} log lines scanned in ${readdirSync(dir).length} files`);
if (lines < 1000) {
  console.error('Too few log lines to trust the scan: are the service logs still written?');
  process.exit(1);
}
if (findings.length) {
  console.error(`${findings.length} log lines give away secrets:\n${findings.slice(0, 50).join('\n')}`);
  process.exit(1);
}
