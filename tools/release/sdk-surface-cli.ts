import { writeFileSync } from 'node:fs';
import { currentSdkSurface, readRecordedSurface, recordedSurfaceFile, surfaceProblem } from './sdk-surface';

/** `npm run sdk-surface -- --check` (in npm test) or `-- --write` (after raising the version). */
const current = currentSdkSurface();
if (process.argv.includes('--write')) {
  writeFileSync(recordedSurfaceFile, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`Recorded the shell SDK surface of ${current.version}: ${Object.keys(current.exports).length} exports.`);
} else {
  const problem = surfaceProblem(readRecordedSurface(), current);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`The shell SDK surface matches ${current.version}.`);
}
