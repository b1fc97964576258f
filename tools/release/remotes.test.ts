import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SHELL_SDK_SHARE } from '@portal/shared-contracts/mf/compat';
import { promote, rollback } from './remotes';

// The manifests a portal would serve: the host's at /mf-manifest.json, releases under /apps/<id>/<version>/.
const served = new Map<string, object>();
const manifest = (name: string, sdk: { version?: string; requiredVersion: string }) => ({
  name,
  shared: [{ name: SHELL_SDK_SHARE, ...sdk }],
});
let server: Server;
let portalUrl: string;
let file: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  portalUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  served.clear();
  served.set('/mf-manifest.json', manifest('host_shell', { version: '1.4.0', requiredVersion: '^1.4.0' }));
  served.set('/apps/eco/1.0.0/mf-manifest.json', manifest('mfe_eco', { requiredVersion: '^1.0.0' }));
  served.set('/apps/eco/1.1.0/mf-manifest.json', manifest('mfe_eco', { requiredVersion: '^1.3.0' }));
  file = path.join(mkdtempSync(path.join(os.tmpdir(), 'remotes-json-')), 'remotes.json');
  const eco = { id: 'eco', name: 'mfe_eco', version: '1.0.0', entry: '/apps/eco/1.0.0/mf-manifest.json' };
  writeFileSync(
    file,
    JSON.stringify({ remotes: [eco, { id: 'psos', name: 'mfe_psos', version: '1.0.0', entry: '/apps/psos/1.0.0/mf-manifest.json' }] }),
  );
});

const remotes = () =>
  (JSON.parse(readFileSync(file, 'utf8')) as { remotes: { id: string; version: string; entry: string; history?: string[] }[] }).remotes;

test('promote points the remote at the release and keeps the one before; rollback goes back to it', async () => {
  await promote(file, portalUrl, 'eco', '1.1.0');
  expect(remotes()[0]).toEqual({
    id: 'eco',
    name: 'mfe_eco',
    version: '1.1.0',
    entry: '/apps/eco/1.1.0/mf-manifest.json',
    history: ['1.0.0'],
  });
  expect(remotes()[1]!.version).toBe('1.0.0');
  await rollback(file, portalUrl, 'eco');
  expect(remotes()[0]).toEqual({ id: 'eco', name: 'mfe_eco', version: '1.0.0', entry: '/apps/eco/1.0.0/mf-manifest.json', history: [] });
  await expect(rollback(file, portalUrl, 'eco')).rejects.toThrow('eco has no earlier release to roll back to.');
});

test('a release the host cannot run, or that does not answer, is refused and remotes.json is left as it was', async () => {
  const before = readFileSync(file, 'utf8');
  served.set('/apps/eco/2.0.0/mf-manifest.json', manifest('mfe_eco', { requiredVersion: '^2.0.0' }));
  await expect(promote(file, portalUrl, 'eco', '2.0.0')).rejects.toThrow(
    "eco 2.0.0 needs shell SDK ^2.0.0 and the portal's host provides 1.4.0: release and start the newer host first.",
  );
  served.set('/apps/eco/0.9.0/mf-manifest.json', manifest('mfe_eco', { requiredVersion: '^0.9.0' }));
  await expect(promote(file, portalUrl, 'eco', '0.9.0')).rejects.toThrow('release the application again for this host.');
  await expect(promote(file, portalUrl, 'eco', '1.2.0')).rejects.toThrow('/apps/eco/1.2.0/mf-manifest.json answered 404');
  served.set('/apps/eco/1.5.0/mf-manifest.json', manifest('mfe_psos', { requiredVersion: '^1.0.0' }));
  await expect(promote(file, portalUrl, 'eco', '1.5.0')).rejects.toThrow('is mfe_psos container, not mfe_eco');
  await expect(promote(file, portalUrl, 'nope', '1.0.0')).rejects.toThrow('There is no application "nope"');
  expect(readFileSync(file, 'utf8')).toBe(before);
});
