import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PortalAntApp } from '@portal/shared-contracts/sdk';
import { ShellLayout } from './layout/ShellLayout';

const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });

/**
 * What only a signed-in user needs around the layout: the theme and the one QueryClient the
 * remotes share. Kept out of the sign-in pages, which paint without antd. The client lives as
 * long as this shell: signing out unmounts it, so the next user starts with an empty cache.
 */
export function SignedInShell() {
  const [queryClient] = useState(createQueryClient);
  return (
    <PortalAntApp style={{ height: '100%' }}>
      <QueryClientProvider client={queryClient}>
        <ShellLayout />
      </QueryClientProvider>
    </PortalAntApp>
  );
}
