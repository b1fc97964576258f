import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { ShellLayout } from './layout/ShellLayout';

const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });

/**
 * The portal's colours. antd's own link blue (#1677ff), its red for field errors and danger
 * buttons (#ff4d4f) and its grey for secondary text (breadcrumbs, statistic titles) fall short of
 * WCAG AA's 4.5:1 on white and on the page's grey, and so does its placeholder grey, which filter
 * Selects show as their "any" choice; these darker ones meet it. The red is the one the sign-in
 * pages use.
 */
const theme = {
  token: {
    colorPrimary: '#1f5fa8',
    colorLink: '#1f5fa8',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: '#6b6b6b',
  },
};

/**
 * What only a signed-in user needs around the layout: the theme and the one QueryClient the
 * remotes share. Kept out of the sign-in pages, which paint without antd. The client lives as
 * long as this shell: signing out unmounts it, so the next user starts with an empty cache.
 */
export function SignedInShell() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider theme={theme}>
      <AntApp style={{ height: '100%' }}>
        <QueryClientProvider client={queryClient}>
          <ShellLayout />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
