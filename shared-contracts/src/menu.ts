import { appById, canViewRoute, type AppId } from './routes';

/** A sidebar entry: a route of an application (by its path in the route map) or a group of them. */
export interface MenuEntry {
  label: string;
  /** Route path within the app; absent for a group heading. */
  route?: string;
  children?: MenuEntry[];
}

export interface MenuSection {
  app: AppId;
  label: string;
  entries: MenuEntry[];
}

/** The sidebar of spec 2, in its order and with its labels, and the two admin pages its menu leaves out. */
export const menuSections: readonly MenuSection[] = [
  {
    app: 'restraint',
    label: 'Restraint & Aversive Intervention',
    entries: [
      { label: 'Dashboard', route: 'dashboard' },
      { label: 'Reports', route: 'reports' },
      { label: 'Incidents', route: 'incidents' },
      { label: 'State Tracking', route: 'state-tracking' },
      { label: 'Data Import', route: 'import' },
    ],
  },
  {
    app: 'eco',
    label: 'Early Childhood Outcomes',
    entries: [
      { label: 'State Tracking', route: 'state-tracking' },
      { label: 'Dashboard', route: 'dashboard' },
      { label: 'Child List', route: 'child-list' },
      { label: 'Child Search', route: 'search' },
      { label: 'Reports', route: 'apr-report' },
    ],
  },
  {
    app: 'psos',
    label: 'Post-School Outcomes Survey',
    entries: [
      { label: 'State Tracking', route: 'state-tracking' },
      { label: 'District Dashboard', route: 'lea-tracking' },
      { label: 'Vendor Dashboard', route: 'vendor-dashboard' },
      { label: 'Collection Manager', route: 'collection-manager' },
      { label: 'Student List Manager', route: 'student-list-manager' },
      { label: 'Survey Manager', route: 'survey-manager' },
      { label: 'Reports', route: 'reports' },
    ],
  },
  {
    app: 'dispute',
    label: 'Dispute Resolution',
    entries: [
      { label: 'Dashboard', route: '' },
      { label: 'Create Request', route: 'request' },
      {
        label: 'Reports',
        route: 'reports',
        children: [
          { label: 'Summary Report', route: 'reports/summary-report' },
          { label: 'State Tracking', route: 'reports/state-tracking' },
        ],
      },
      { label: 'Survey Manager', route: 'survey-manager' },
      { label: 'Manage Email Templates', route: 'email-templates' },
    ],
  },
  {
    app: 'monitoring',
    label: 'Monitoring',
    entries: [
      { label: 'Dashboard', route: 'dashboard' },
      { label: 'Visit', route: 'visit' },
      { label: 'Survey Manager', route: 'survey-manager' },
    ],
  },
  {
    app: 'admin',
    label: 'Admin',
    entries: [
      { label: 'Manage Users', route: 'manage-users' },
      {
        label: 'Roles & Permissions',
        children: [
          { label: 'Manage Roles', route: 'manage-roles' },
          { label: 'Permissions List', route: 'manage-roles/permissions' },
        ],
      },
      { label: 'Manage LEAs', route: 'manage-leas' },
      { label: 'Manage Schools', route: 'manage-schools' },
      { label: 'Email Logs', route: 'email-logs' },
      { label: 'Manage Text Blocks', route: 'manage-text-blocks' },
      { label: 'List Manager', route: 'list-manager' },
      { label: 'Manage Notification Events', route: 'manage-notification' },
      // Not in spec 2's menu: without an item, no one could reach these two pages.
      { label: 'Audit Log', route: 'audit-log' },
      { label: 'Admin Utilities', route: 'admin-utils' },
    ],
  },
];

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

/** Spec 2: each item shows only with its route permission; empty groups and sections vanish. */
export function visibleMenu(held: Iterable<string>): VisibleMenuSection[] {
  const set = new Set(held);
  const sections: VisibleMenuSection[] = [];
  for (const section of menuSections) {
    const app = appById(section.app);
    const pathOf = (route: string) => (route ? `${app.basePath}/${route}` : app.basePath);
    const allowed = (route: string | undefined) => {
      if (route === undefined) return false;
      const def = app.routes.find((r) => r.path === route);
      return def !== undefined && canViewRoute(set, app, def);
    };
    const filter = (entries: MenuEntry[]): VisibleMenuEntry[] =>
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
    const entries = filter(section.entries);
    if (entries.length > 0) sections.push({ app: section.app, label: section.label, entries });
  }
  return sections;
}
