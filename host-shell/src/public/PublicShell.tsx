import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Layout } from 'antd';
import { appById, type AppId } from '@portal/shared-contracts';
import { PortalAntApp, useVersionMismatch, VersionMismatchDialog } from '@portal/shared-contracts/sdk';
import { BusyOverlay } from '../layout/BusyOverlay';
import { shellCss } from '../layout/shell-styles';
import { RemoteHost } from '../remotes/RemoteHost';

const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });

/**
 * An application's public pages (spec 2: outside the guarded shell): no sign-in, no menu, no LEA or
 * year, only the application's title above its page. The remote is mounted at its `publicPath`,
 * which tells its `./App` to render its public pages rather than the signed-in ones.
 */
export function PublicShell({ id }: { id: AppId }) {
  const app = appById(id);
  const [queryClient] = useState(createQueryClient);
  const versionMismatch = useVersionMismatch();
  return (
    <PortalAntApp style={{ minHeight: '100%' }}>
      <QueryClientProvider client={queryClient}>
        {/* The frame's own styles: its header, and underlined links in running text (WCAG 1.4.1). */}
        <style>{shellCss}</style>
        <Layout style={{ minHeight: '100%' }}>
          <Layout.Header className="shell-header">
            <span className="shell-title">{app.title}</span>
          </Layout.Header>
          <Layout.Content className="shell-main" style={{ maxWidth: 900, width: '100%', margin: '0 auto' }}>
            <RemoteHost id={id} basePath={app.publicPath} />
          </Layout.Content>
        </Layout>
        <BusyOverlay />
        <VersionMismatchDialog open={versionMismatch} />
      </QueryClientProvider>
    </PortalAntApp>
  );
}
