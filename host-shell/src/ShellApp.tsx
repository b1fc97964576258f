import { lazy, Suspense, useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { applications, publicRoutes, shellRoutes } from '@portal/shared-contracts';
import { AccountCreatedPage } from './auth/AccountCreatedPage';
import { ConfirmEmailPage } from './auth/ConfirmEmailPage';
import { LegacyRegisterPage } from './auth/LegacyRegisterPage';
import { LoginPage } from './auth/LoginPage';
import { NewRegisterPage } from './auth/NewRegisterPage';
import { RequireAuth } from './auth/RequireAuth';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { SIGN_OUT_PATH, SignOutPage } from './auth/SignOutPage';

// One import shared by the five, so the signed-in shell arrives as one chunk and not a waterfall.
const signedIn = () => import('./signed-in');
const SignedInShell = lazy(() => signedIn().then((m) => ({ default: m.SignedInShell })));
const DashboardPage = lazy(() => signedIn().then((m) => ({ default: m.DashboardPage })));
const RemoteHost = lazy(() => signedIn().then((m) => ({ default: m.RemoteHost })));
const HelpPage = lazy(() => signedIn().then((m) => ({ default: m.HelpPage })));
const NotificationSettingsPage = lazy(() => signedIn().then((m) => ({ default: m.NotificationSettingsPage })));
const AccountPage = lazy(() => signedIn().then((m) => ({ default: m.AccountPage })));
const PublicShell = lazy(() => import('./public-app').then((m) => ({ default: m.PublicShell })));

const pleaseWait = (
  <p role="status" style={{ textAlign: 'center', marginTop: 64 }}>
    Please Wait...
  </p>
);

function createRouter() {
  return createBrowserRouter([
    { path: publicRoutes.login, element: <LoginPage /> },
    { path: publicRoutes.register, element: <LegacyRegisterPage /> },
    { path: publicRoutes.newRegister, element: <NewRegisterPage /> },
    { path: publicRoutes.accountCreated, element: <AccountCreatedPage /> },
    { path: publicRoutes.resetPassword, element: <ResetPasswordPage /> },
    { path: publicRoutes.confirmEmail, element: <ConfirmEmailPage /> },
    { path: SIGN_OUT_PATH, element: <SignOutPage /> },
    { path: '/auth', element: <Navigate to={publicRoutes.login} replace /> },
    // An application's public pages (spec 2: psos-public): no guard, no signed-in shell.
    ...applications.flatMap((app) =>
      app.publicPath
        ? [
            {
              path: `${app.publicPath}/*`,
              element: (
                <Suspense fallback={pleaseWait}>
                  <PublicShell id={app.id} />
                </Suspense>
              ),
            },
          ]
        : [],
    ),
    {
      path: '/',
      // The guard stays outside the lazy part: an anonymous deep link is sent to sign in without loading the shell.
      element: (
        <RequireAuth>
          <Suspense fallback={pleaseWait}>
            <SignedInShell />
          </Suspense>
        </RequireAuth>
      ),
      children: [
        { index: true, element: <DashboardPage /> },
        ...applications.map((app) => ({ path: `${app.basePath.slice(1)}/*`, element: <RemoteHost key={app.id} id={app.id} /> })),
        { path: 'contact', element: <HelpPage topic="contact" /> },
        { path: 'faq', element: <HelpPage topic="faq" /> },
        { path: shellRoutes.notificationSettings.path.slice(1), element: <NotificationSettingsPage /> },
        { path: shellRoutes.account.path.slice(1), element: <AccountPage /> },
        { path: '*', element: <HelpPage title="Page not found">There is no page at this address.</HelpPage> },
      ],
    },
  ]);
}

/**
 * The host owns the router. The sign-in area is plain HTML and renders at once; antd, the
 * theme and the QueryClient come with the signed-in shell, loaded after sign-in.
 */
export function ShellApp() {
  const router = useMemo(createRouter, []);
  return <RouterProvider router={router} />;
}
