import { jest } from '@jest/globals';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AppDef } from '../../routes';
import type { LeaSummary } from '../../schemas';
import type { RemoteApp, ShellApi } from '../contract';
import { sessionStore } from '../session-store';
import { AntdTestRoot } from './antd-test-root';

// antd's tables and dialogs render slowly in jsdom, the more so on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

export interface RemoteRouteOptions {
  app: AppDef;
  /** The remote's `./App`, or a stand-in that renders the app's routes as it does. */
  App: RemoteApp;
  /** Path below the app's base path, with any search: 'child-list?leaId=2'. */
  route: string;
  permissions: readonly string[];
  leas: LeaSummary[];
  currentLeaId: number;
  currentSchoolYear?: { key: number; label: string };
  /** What the host hands the remote; by default spies. */
  shell?: ShellApi;
}

/**
 * Renders a remote at one of its routes as the host mounts it: under `${basePath}/*`, inside
 * antd's App and one QueryClient, for a signed-in user holding `permissions` with an LEA and a
 * school year chosen (with a year chosen the client sends each call at once, not after the years).
 */
export function renderRemoteRoute({
  app,
  App,
  route,
  permissions,
  leas,
  currentLeaId,
  currentSchoolYear = { key: 2027, label: '2026-2027' },
  shell = { navigate: jest.fn(), signOut: jest.fn() },
}: RemoteRouteOptions) {
  sessionStore.setState({ permissions: [...permissions], leas, currentLeaId, currentSchoolYear });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AntdTestRoot>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`${app.basePath}/${route}`]}>
          <Routes>
            <Route path={`${app.basePath}/*`} element={<App basePath={app.basePath} shell={shell} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AntdTestRoot>,
  );
}
