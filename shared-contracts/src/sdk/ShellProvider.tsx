import { createContext, useContext, type ReactNode } from 'react';
import type { ShellApi } from './contract';

// The host reaches a remote only through its props; the context hands `shell` on to the pages.
const ShellContext = createContext<ShellApi | null>(null);

interface ShellProviderProps {
  shell: ShellApi;
  children: ReactNode;
}

/** Wraps a remote's routes so that its pages reach the host's API with `useShell()`. */
export function ShellProvider({ shell, children }: ShellProviderProps) {
  return <ShellContext value={shell}>{children}</ShellContext>;
}

export function useShell(): ShellApi {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs the ShellProvider that a remote App wraps its routes in');
  return shell;
}
