import { applications, canViewRoute, type AppId, type MenuEntry } from './routes';
export interface VisibleMenuEntry {
  label: string;
  path?: string;
  children?: VisibleMenuEntry[];
}

export interface VisibleMenuSection {
  app: AppId;
  label: string;
  entries: VisibleMenuEntry[];
}

/**
 * The sidebar of spec 2: a section per application, headed by its title and holding its `menu`, in
 * the route map's order. Each item shows only with its route permission; empty groups and sections vanish.
 */
export function visibleMenu(held: Iterable<string>): VisibleMenuSection[] {
  const set = new Set(held);
  const sections: VisibleMenuSection[] = [];
  for (const app of applications) {
    const pathOf = (route: string) => (route ? `${app.basePath}/${route}` : app.basePath);
    const allowed = (route: string | undefined) => {
      if (route === undefined) return false;
      const def = app.routes.find((r) => r.path === route);
      return def !== undefined && canViewRoute(set, app, def);
    };
    const filter = (entries: readonly MenuEntry[]): VisibleMenuEntry[] =>
      entries.flatMap((entry) => {
        const children = entry.children ? filter(entry.children) : [];
        const self = allowed(entry.route);
        if (!self && children.length === 0) return [];
        return [
          {
            label: entry.label,
            ...(self && entry.route !== undefined ? { path: pathOf(entry.route) } : {}),
            ...(children.length ? { children } : {}),
          },
        ];
      });
    const entries = filter(app.menu);
    if (entries.length > 0) sections.push({ app: app.id, label: app.title, entries });
  }
  return sections;
}
