import { readFile, rename, writeFile } from 'node:fs/promises';
import { applications } from '@portal/shared-contracts';
import { SHELL_SDK_SHARE, sdkMismatch } from '@portal/shared-contracts/mf/compat';
import { remoteAssetPath, type RemoteRelease, type RemotesJson } from '../portal/remotes-json';

/** A change refused, with the sentence that says why. */
export class RemotesRefusal extends Error {
  override name = 'RemotesRefusal';
}

interface Manifest {
  name?: string;
  shared?: { name: string; version?: string; requiredVersion?: string }[];
}

async function manifestAt(url: string): Promise<Manifest> {
  const answer = await fetch(url, { cache: 'no-store' }).catch((error: unknown) => {
    throw new RemotesRefusal(`${url} could not be reached (${error instanceof Error ? error.message : String(error)}).`);
  });
  if (!answer.ok) throw new RemotesRefusal(`${url} answered ${answer.status}: is that version released and served there?`);
  return (await answer.json().catch(() => {
    throw new RemotesRefusal(`${url} is not a manifest.`);
  })) as Manifest;
}

const sdkOf = (manifest: Manifest) => manifest.shared?.find((s) => s.name === SHELL_SDK_SHARE);

/**
 * Checks that a remote's release can be served to the running host: its manifest answers at the
 * portal, names the remote's container, and declares a shell SDK range the host's SDK is in.
 */
export async function checkRelease(portalUrl: string, id: string, version: string): Promise<RemoteRelease> {
  const app = applications.find((a) => a.id === id);
  if (!app) throw new RemotesRefusal(`There is no application "${id}": one of ${applications.map((a) => a.id).join(', ')}.`);
  const entry = `${remoteAssetPath(id, version)}mf-manifest.json`;
  const manifest = await manifestAt(new URL(entry, portalUrl).href);
  if (manifest.name !== app.remoteName) throw new RemotesRefusal(`${entry} is ${manifest.name ?? 'no'} container, not ${app.remoteName}.`);
  const hostSdk = sdkOf(await manifestAt(new URL('/mf-manifest.json', portalUrl).href))?.version;
  const range = sdkOf(manifest)?.requiredVersion;
  if (!hostSdk || !range) throw new RemotesRefusal(`The host's or ${id} ${version}'s manifest does not say its shell SDK version.`);
  const needs = sdkMismatch(range, hostSdk);
  if (needs)
    throw new RemotesRefusal(
      `${id} ${version} needs shell SDK ${range} and the portal's host provides ${hostSdk}: ` +
        (needs === 'needs-newer-portal' ? 'release and start the newer host first.' : 'release the application again for this host.'),
    );
  return { id, name: app.remoteName, version, entry };
}

export async function readRemotesJson(file: string): Promise<RemotesJson> {
  return JSON.parse(await readFile(file, 'utf8')) as RemotesJson;
}

/** Written beside and renamed over, so the gateway never reads half a file. */
async function writeAtomically(file: string, body: RemotesJson): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, `${JSON.stringify(body, null, 2)}\n`);
  await rename(partial, file);
}

function withRelease(body: RemotesJson, release: RemoteRelease, history: string[]): RemotesJson {
  const found = body.remotes.some((r) => r.id === release.id);
  const next = { ...release, history };
  return { remotes: found ? body.remotes.map((r) => (r.id === release.id ? next : r)) : [...body.remotes, next] };
}

/** Makes `version` the release of `id` that the host loads, keeping the one it replaces for a rollback. */
export async function promote(file: string, portalUrl: string, id: string, version: string): Promise<RemoteRelease> {
  const body = await readRemotesJson(file);
  const current = body.remotes.find((r) => r.id === id);
  if (current?.version === version) throw new RemotesRefusal(`${id} already runs ${version}.`);
  const release = await checkRelease(portalUrl, id, version);
  await writeAtomically(file, withRelease(body, release, current ? [...(current.history ?? []), current.version] : []));
  return release;
}

/** Goes back to the release of `id` promoted before the current one, with the same checks. */
export async function rollback(file: string, portalUrl: string, id: string): Promise<RemoteRelease> {
  const body = await readRemotesJson(file);
  const current = body.remotes.find((r) => r.id === id);
  const history = current?.history ?? [];
  const previous = history.at(-1);
  if (!current || !previous) throw new RemotesRefusal(`${id} has no earlier release to roll back to.`);
  const release = await checkRelease(portalUrl, id, previous);
  await writeAtomically(file, withRelease(body, release, history.slice(0, -1)));
  return release;
}
