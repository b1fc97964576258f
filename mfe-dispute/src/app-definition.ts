import { appById } from '@portal/shared-contracts';

export const APP_ID = 'dispute';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById(APP_ID);

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = '';

/** A route's title as the route map gives it, so headings and breadcrumbs always agree. */
export function breadcrumbOf(path: string): string {
  const route = appDefinition.routes.find((r) => r.path === path);
  if (!route) throw new Error(`${APP_ID} has no route '${path}'`);
  return route.breadcrumb;
}
