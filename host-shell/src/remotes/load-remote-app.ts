import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type AppId } from '@portal/shared-contracts';
import type { RemoteApp } from '@portal/shared-contracts/sdk';
import { SHELL_SDK_SHARE, sdkMismatch } from '@portal/shared-contracts/mf/compat';
import { loadRemoteConfig } from './remote-config';

/** A remote released for a shell SDK this host does not provide: said in words, never a crash. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(
    readonly needs: 'needs-newer-portal' | 'needs-newer-app',
    readonly range: string,
  ) {
    super(`the remote needs shell SDK ${range}`);
  }
}

/**
 * Reads the range of shell SDK versions the remote's manifest declares and refuses a remote this
 * host cannot run before the federation runtime would share a mismatched SDK into it.
 */
async function checkCompatible(entry: string): Promise<void> {
  const answer = await fetch(entry, { cache: 'no-cache' });
  if (!answer.ok) throw new Error(`${entry} answered ${answer.status}`);
  const manifest = (await answer.json()) as { shared?: { name: string; requiredVersion?: string }[] };
  const range = manifest.shared?.find((s) => s.name === SHELL_SDK_SHARE)?.requiredVersion;
  if (!range) return;
  const needs = sdkMismatch(range);
  if (needs) throw new IncompatibleRemoteError(needs, range);
}

/** Container name → the entry it was registered with. */
const registered = new Map<string, string>();

/**
 * Registers the remote from remotes.json on first use and loads its `./App`.
 * A retry after a failure re-reads remotes.json and registers the remote again
 * with `force`, dropping the broken container so the next attempt fetches afresh.
 */
export async function loadRemoteApp(id: AppId, { retry = false } = {}): Promise<RemoteApp> {
  const remotes = await loadRemoteConfig({ fresh: retry });
  const remote = remotes.find((r) => r.id === id);
  if (!remote) throw new Error(`${id} is not in remotes.json`);
  if (registered.get(remote.name) !== remote.entry || retry) {
    await checkCompatible(remote.entry);
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: registered.has(remote.name) });
    registered.set(remote.name, remote.entry);
  }
  const mod = await loadRemote<{ default: RemoteApp }>(`${remote.name}/App`);
  if (!mod?.default) throw new Error(`${remote.name}/App has no default export`);
  return mod.default;
}
