import { appById, canViewPath, type AppId } from '@portal/shared-contracts';

export interface Tile {
  app: AppId;
  title: string;
  /** Where Open goes; null when the user may not open the application. */
  href: string | null;
}

/** Spec 2: the PSOS tile goes to the first of these the user may view, else the base path. */
const psosDestinations = ['lea-tracking', 'vendor-dashboard', 'student-list-manager', 'collection-manager', 'survey-manager'];

const tileApps: { app: AppId; home: string }[] = [
  { app: 'restraint', home: 'dashboard' },
  { app: 'eco', home: 'dashboard' },
  { app: 'psos', home: '' },
  { app: 'dispute', home: '' },
];

export function dashboardTiles(permissions: readonly string[]): Tile[] {
  return tileApps.map(({ app, home }) => {
    const def = appById(app);
    let href: string | null = null;
    if (app === 'psos') {
      const first = psosDestinations.map((p) => `${def.basePath}/${p}`).find((p) => canViewPath(permissions, p));
      href = first ?? (canViewPath(permissions, def.basePath) ? def.basePath : null);
    } else {
      const path = home ? `${def.basePath}/${home}` : def.basePath;
      href = canViewPath(permissions, path) ? path : null;
    }
    return { app, title: def.title, href };
  });
}
