import { useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space } from 'antd';
import type { AppDef } from '../routes';
import type { RemoteApp, ShellApi } from './contract';
import { httpErrorMessage } from './errors';
import { useSession } from './hooks';
import { loadDirectory, signInWithPassword } from './session-api';
import { sessionStore } from './session-store';
import { PortalAntApp } from './theme/PortalAntApp';

function DevSignIn() {
  const [email, setEmail] = useState('districtuser@example.org');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      if ('mfaRequired' in (await signInWithPassword(email, password))) {
        setError('This account signs in with a second factor: use the portal to sign in.');
        return;
      }
      await loadDirectory();
    } catch (err) {
      setError(httpErrorMessage(err));
    }
  }
  return (
    <Card title="Standalone sign-in" style={{ maxWidth: 420, margin: '64px auto' }}>
      <form onSubmit={submit}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Input.Password aria-label="Password" value={password} onChange={(e) => setPassword(e.target.value)} />
          {error ? <Alert type="error" title={error} /> : null}
          <Button type="primary" htmlType="submit">
            Sign in
          </Button>
        </Space>
      </form>
    </Card>
  );
}

function Frame({ app, App }: { app: AppDef; App: RemoteApp }) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.user !== null);
  const hasDirectory = useSession((s) => s.leas.length > 0);
  useEffect(() => {
    if (signedIn && !hasDirectory) void loadDirectory();
  }, [signedIn, hasDirectory]);
  if (!signedIn) return <DevSignIn />;
  const shell: ShellApi = { navigate: (p) => navigate(p), signOut: () => sessionStore.getState().signOut() };
  return <App basePath={app.basePath} shell={shell} />;
}

/**
 * Lets a remote's team run their application alone: a plain sign-in against the
 * real services, then the app at its base path. It stands in for the host only.
 */
export function mountStandalone(app: AppDef, App: RemoteApp): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const queryClient = new QueryClient();
  // The SDK's dialogs and task snackbar draw through antd's App context, in the portal's theme, as under the host.
  createRoot(root).render(
    <PortalAntApp>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path={`${app.basePath}/*`} element={<Frame app={app} App={App} />} />
            <Route path="*" element={<Frame app={app} App={App} />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </PortalAntApp>,
  );
}
