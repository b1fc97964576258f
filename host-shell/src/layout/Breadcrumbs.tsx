import { Link, useLocation } from 'react-router';
import { Breadcrumb } from 'antd';
import { matchRoute, shellRoutes } from '@portal/shared-contracts';

/** Breadcrumbs from the route map's data, the remotes' routes included. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const items: { title: React.ReactNode }[] = [{ title: <Link to="/">{shellRoutes.dashboard.breadcrumb}</Link> }];
  const match = matchRoute(pathname);
  if (match) {
    items.push({ title: match.app.title });
    if (match.route) items.push({ title: match.route.breadcrumb });
  } else {
    const shellRoute = Object.values(shellRoutes).find((r) => r.path !== '/' && r.path === pathname);
    if (shellRoute) items.push({ title: shellRoute.breadcrumb });
  }
  return <Breadcrumb items={items} style={{ marginBottom: 16 }} />;
}
