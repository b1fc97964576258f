import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { appById, type AppId } from '@portal/shared-contracts';
import { sessionStore, useBusyWhile, type RemoteApp, type ShellApi } from '@portal/shared-contracts/sdk';
import { IncompatibleRemoteError, loadRemoteApp } from './load-remote-app';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: RemoteApp }
  | { status: 'failed' }
  | { status: 'incompatible'; needs: IncompatibleRemoteError['needs'] };

/** A remote and a host from releases that do not fit: a retry would not help, a reload or a release will. */
function Incompatible({ title, needs }: { title: string; needs: IncompatibleRemoteError['needs'] }) {
  return (
    <Result
      status="warning"
      title={
        needs === 'needs-newer-portal' ? `${title}: this application needs a newer portal` : `${title}: this application needs an update`
      }
      subTitle={
        needs === 'needs-newer-portal'
          ? 'Reload the page to get the newest portal. If this message stays, tell your portal administrator: the application was released ahead of the portal.'
          : 'This version of the application does not work with this portal. Tell your portal administrator: the application must be released again for this portal.'
      }
    />
  );
}

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
        if (live)
          setState(error instanceof IncompatibleRemoteError ? { status: 'incompatible', needs: error.needs } : { status: 'failed' });
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
  if (state.status === 'incompatible') return <Incompatible title={app.title} needs={state.needs} />;
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
