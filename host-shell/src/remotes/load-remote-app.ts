import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type AppId } from '@portal/shared-contracts';
import type { RemoteApp } from '@portal/shared-contracts/sdk';
import { loadRemoteConfig } from './remote-config';

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
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: registered.has(remote.name) });
    registered.set(remote.name, remote.entry);
  }
  const mod = await loadRemote<{ default: RemoteApp }>(`${remote.name}/App`);
  if (!mod?.default) throw new Error(`${remote.name}/App has no default export`);
  return mod.default;
}
