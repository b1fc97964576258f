import type { Permission } from './permissions';

/**
 * The shape of an application's definition. Each application writes its own once, in
 * `shared-contracts/src/<app>/app.ts`; the route map, the menu, remotes.json, the app's build and
 * its service read it from there, so a title or a base path is written in one place.
 */
export interface RouteDef {
  /** Path relative to the application's base path ('' is the base itself). */
  path: string;
  breadcrumb: string;
  permissions: readonly Permission[];
}

export type AppId = 'restraint' | 'eco' | 'psos' | 'dispute' | 'monitoring' | 'admin';

/** A sidebar entry: a route of the application (by its path in `routes`) or a group of them. */
export interface MenuEntry {
  label: string;
  /** Route path within the app; absent for a group heading. */
  route?: string;
  children?: MenuEntry[];
}

export interface AppDef {
  id: AppId;
  /** Module Federation container name. */
  remoteName: string;
  title: string;
  basePath: string;
  /** Permissions that open the application at all. */
  permissions: readonly Permission[];
  routes: readonly RouteDef[];
  /** The application's section of the sidebar (spec 2), headed by its title. */
  menu: readonly MenuEntry[];
  /** The prefix of the application's service API. */
  apiPrefix: string;
  /**
   * Where the application's pages outside the guarded shell sit (spec 2: psos-public), if it has
   * any: the host serves them without sign-in and mounts `./App` there with this as `basePath`.
   */
  publicPath?: string;
}

/** Checks the definition's shape at compile time and keeps its literal types. */
export function defineApp<const T extends AppDef>(app: T): T {
  return app;
}
