import { createContext, useContext } from 'react';
import type { ShellApi } from '@portal/shared-contracts/sdk';

/** The host's API as the app's pages reach it: the portal reaches a remote only through its props. */
export const ShellContext = createContext<ShellApi | null>(null);

export function useShell(): ShellApi {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs the ShellContext that App provides');
  return shell;
}
