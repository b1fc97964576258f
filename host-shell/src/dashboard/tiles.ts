import { appById, canViewPath, type AppId } from '@portal/shared-contracts';

export interface Tile {
  app: AppId;
  title: string;
  /** Where Open goes. */
  href: string;
}

/**
 * Spec 2: the four tiles, each with the routes Open may go to, relative to the application's base
 * path ('' is the base itself), the first the user may view winning. A user who may view none
 * of them does not see the tile.
 */
const tileDestinations: readonly { app: AppId; paths: readonly string[] }[] = [
  { app: 'restraint', paths: ['dashboard'] },
  { app: 'eco', paths: ['dashboard'] },
  { app: 'psos', paths: ['lea-tracking', 'vendor-dashboard', 'student-list-manager', 'collection-manager', 'survey-manager', ''] },
  { app: 'dispute', paths: [''] },
];

/** The tiles the user may open, in the order of spec 2. */
export function dashboardTiles(permissions: readonly string[]): Tile[] {
  return tileDestinations.flatMap(({ app, paths }) => {
    const { title, basePath } = appById(app);
    const href = paths.map((p) => (p ? `${basePath}/${p}` : basePath)).find((path) => canViewPath(permissions, path));
    return href ? [{ app, title, href }] : [];
  });
}
