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
    const candidates = app === 'psos' ? [...psosDestinations.map((p) => `${def.basePath}/${p}`), def.basePath] : [home ? `${def.basePath}/${home}` : def.basePath];
    return { app, title: def.title, href: candidates.find((path) => canViewPath(permissions, path)) ?? null };
  });
}
