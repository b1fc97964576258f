import { matchRoute, shellRoutes } from '@portal/shared-contracts';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the page itself has none. */
  path?: string;
}

/**
 * The breadcrumbs of a path from the route map's data (spec 2), the remotes' routes
 * included: Dashboard, the application, then each route of the map that the path passes
 * through, so a nested page (Reports, then Summary Report) shows its parent too.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const dashboard: Crumb = { label: shellRoutes.dashboard.breadcrumb, path: shellRoutes.dashboard.path };
  const match = matchRoute(clean);
  const trail: Crumb[] = [dashboard];
  if (match) {
    const { app, route } = match;
    trail.push({ label: app.title, path: app.basePath });
    if (route) {
      const parents = app.routes.filter((r) => r.path !== '' && r !== route && route.path.startsWith(`${r.path}/`));
      for (const r of [...parents, route]) trail.push({ label: r.breadcrumb, path: r.path ? `${app.basePath}/${r.path}` : app.basePath });
    }
  } else {
    const shellRoute = Object.values(shellRoutes).find((r) => r.path !== '/' && r.path === clean);
    if (shellRoute) trail.push({ label: shellRoute.breadcrumb, path: shellRoute.path });
  }
  // The last crumb is the page the user is on.
  return trail.map((crumb, i) => (i === trail.length - 1 ? { label: crumb.label } : crumb));
}
