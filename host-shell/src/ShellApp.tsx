import { lazy, Suspense, useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { applications, publicRoutes } from '@portal/shared-contracts';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';
import { SIGN_OUT_PATH, SignOutPage } from './auth/SignOutPage';

// One import shared by the four, so the signed-in shell arrives as one chunk and not a waterfall.
const signedIn = () => import('./signed-in');
const ShellLayout = lazy(() => signedIn().then((m) => ({ default: m.ShellLayout })));
const DashboardPage = lazy(() => signedIn().then((m) => ({ default: m.DashboardPage })));
const RemoteHost = lazy(() => signedIn().then((m) => ({ default: m.RemoteHost })));
const HelpPage = lazy(() => signedIn().then((m) => ({ default: m.HelpPage })));

function createRouter() {
  return createBrowserRouter([
    { path: publicRoutes.login, element: <LoginPage /> },
    { path: SIGN_OUT_PATH, element: <SignOutPage /> },
    { path: '/auth', element: <Navigate to={publicRoutes.login} replace /> },
    {
      path: '/',
      // The guard stays outside the lazy part: an anonymous deep link is sent to sign in without loading the shell.
      element: (
        <RequireAuth>
          <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
            <ShellLayout />
          </Suspense>
        </RequireAuth>
      ),
      children: [
        { index: true, element: <DashboardPage /> },
        ...applications.map((app) => ({ path: `${app.basePath.slice(1)}/*`, element: <RemoteHost key={app.id} id={app.id} /> })),
        { path: 'contact', element: <HelpPage title="Contact">For help with the portal, contact your state special education office.</HelpPage> },
        { path: 'faq', element: <HelpPage title="FAQ">Answers to common questions about the portal.</HelpPage> },
        { path: '*', element: <HelpPage title="Page not found">There is no page at this address.</HelpPage> },
      ],
    },
  ]);
}

/** The host owns the one QueryClient, the router and the theme; remotes render inside them. */
export function ShellApp() {
  const router = useMemo(createRouter, []);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }), []);
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#1f5fa8' } }}>
      <AntApp style={{ height: '100%' }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
