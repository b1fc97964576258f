import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Result } from 'antd';
import { canViewRoute, type AppDef } from '../routes';
import { CurrentRouteContext } from './current-route';
import { usePermissions } from './hooks';

export function AccessDenied() {
  return <Result status="403" title="Access Denied!" subTitle="You do not have permission to open this page." />;
}

export function NotFound() {
  return <Result status="404" title="Page not found" subTitle="There is no page at this address." />;
}

interface AppRoutesProps {
  app: AppDef;
  /** A page for each route path of the app in the route map. */
  pages: Record<string, ComponentType>;
  /** Where the app's base path leads when no page is declared for ''. */
  index?: string;
}

/**
 * Renders an application's routes from the shared route map, each behind its
 * permission check, so remotes declare pages and never repeat the rules. A page
 * reads the route it is rendered for with `useCurrentRoute()`.
 */
export function AppRoutes({ app, pages, index }: AppRoutesProps) {
  const held = usePermissions();
  return (
    <Routes>
      {app.routes.map((route) => {
        const Page = pages[route.path];
        if (!Page) return null;
        const element = canViewRoute(held, app, route) ? (
          <CurrentRouteContext value={{ app, route }}>
            <Page />
          </CurrentRouteContext>
        ) : (
          <AccessDenied />
        );
        return route.path === '' ? (
          <Route key="index" index element={element} />
        ) : (
          <Route key={route.path} path={route.path} element={element} />
        );
      })}
      {index && !pages[''] ? <Route index element={<Navigate to={index} replace />} /> : null}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
