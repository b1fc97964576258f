import type { ComponentType } from 'react';

/**
 * What the host hands every remote. Calls to the services go through the SDK's one client
 * (`http`), which the host and the remotes share as a singleton, never through these props.
 */
export interface ShellApi {
  /** Navigates anywhere in the portal, including another application. */
  navigate(path: string): void;
  signOut(): void;
}

/** The contract a remote implements: `./App`'s default export takes these props. */
export interface RemoteAppProps {
  basePath: string;
  shell: ShellApi;
}

export type RemoteApp = ComponentType<RemoteAppProps>;
