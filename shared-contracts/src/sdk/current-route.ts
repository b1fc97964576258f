import { createContext, useContext } from 'react';
import type { AppDef, RouteDef } from '../routes';

export interface CurrentRoute {
  app: AppDef;
  route: RouteDef;
}

/**
 * The route-map entry a page is rendered for, set by AppRoutes, so that one page
 * component can serve any route and its heading always matches the breadcrumb.
 */
export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const current = useContext(CurrentRouteContext);
  if (!current) throw new Error('useCurrentRoute needs a page rendered by AppRoutes');
  return current;
}
