import type { ComponentType } from 'react';
import type { KyInstance } from 'ky';

/** What the host hands every remote. Remotes reach the rest of the portal only through this. */
export interface ShellApi {
  http: KyInstance;
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
