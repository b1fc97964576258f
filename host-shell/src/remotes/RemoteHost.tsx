import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { appById, type AppId } from '@portal/shared-contracts';
import { sessionStore, useBusyWhile, type RemoteApp, type ShellApi } from '@portal/shared-contracts/sdk';
import { loadRemoteApp } from './load-remote-app';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type LoadState = { status: 'loading' } | { status: 'ready'; App: RemoteApp } | { status: 'failed' };

function Unavailable({ title, onRetry }: { title: string; onRetry(): void }) {
  return (
    <Result
      status="warning"
      title={`${title}: application unavailable`}
      subTitle="This application could not be loaded. The rest of the portal keeps working; try again in a moment."
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

/** Loads one application at run time and renders it under its base path, or under `basePath` (its public pages'). */
export function RemoteHost({ id, basePath }: { id: AppId; basePath?: string | undefined }) {
  const app = appById(id);
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteApp(id, { retry: attempt > 0 })
      .then((App) => live && setState({ status: 'ready', App }))
      .catch((error: unknown) => {
        console.error(`Could not load ${id}`, error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shell = useMemo<ShellApi>(
    () => ({ navigate: (path) => navigate(path), signOut: () => sessionStore.getState().signOut() }),
    [navigate],
  );
  // Spec 2: the shell's busy overlay shows while the application loads.
  useBusyWhile(state.status === 'loading');

  if (state.status === 'loading') return null;
  if (state.status === 'failed') return <Unavailable title={app.title} onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary
      fallback={(_error, reset) => (
        <Unavailable
          title={app.title}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <App basePath={basePath ?? app.basePath} shell={shell} />
    </RemoteErrorBoundary>
  );
}
