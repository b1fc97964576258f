import { promote, readRemotesJson, RemotesRefusal, rollback } from './remotes';

const usage = `Usage (REMOTES_JSON names the environment's remotes.json; PORTAL_URL the running portal, default http://localhost:8080):
  npm run remotes -- list
  npm run remotes -- promote <app> <version>
  npm run remotes -- rollback <app>`;

const file = process.env.REMOTES_JSON;
const portalUrl = process.env.PORTAL_URL ?? 'http://localhost:8080';
const [command, id, version] = process.argv.slice(2);
if (!file) {
  console.error(`REMOTES_JSON is not set.\n${usage}`);
  process.exit(2);
}
try {
  if (command === 'list') {
    for (const r of (await readRemotesJson(file)).remotes)
      console.log(`${r.id}\t${r.version}\t(before: ${(r.history ?? []).join(', ') || 'none'})`);
  } else if (command === 'promote' && id && version) {
    const release = await promote(file, portalUrl, id, version);
    console.log(`${release.id} now runs ${release.version}; pages load it from their next start.`);
  } else if (command === 'rollback' && id) {
    const release = await rollback(file, portalUrl, id);
    console.log(`${release.id} is back on ${release.version}.`);
  } else {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof RemotesRefusal)) throw error;
  console.error(`Refused, nothing changed: ${error.message}`);
  process.exit(1);
}
