import { shellRoutes, visibleMenu, type VisibleMenuEntry } from '@portal/shared-contracts';

/** One sidebar entry: a page (its key is its path) or a group (its key starts with 'group:'). */
export interface SidebarItem {
  key: string;
  label: string;
  children?: SidebarItem[];
}

function entryItems(entries: VisibleMenuEntry[], groupKey: string): SidebarItem[] {
  return entries.map((entry) => {
    if (!entry.children) return { key: entry.path!, label: entry.label };
    const key = `${groupKey}/${entry.label}`;
    const children = entryItems(entry.children, key);
    // A group that is a page too (Dispute Resolution's Reports) lists that page first, so both stay reachable.
    return { key, label: entry.label, children: entry.path ? [{ key: entry.path, label: entry.label }, ...children] : children };
  });
}

/** Spec 2's sidebar for the permissions held: Dashboard, each application's section, Help. */
export function sidebarItems(permissions: readonly string[]): SidebarItem[] {
  return [
    { key: shellRoutes.dashboard.path, label: shellRoutes.dashboard.breadcrumb },
    ...visibleMenu(permissions).map((section) => ({
      key: `group:${section.app}`,
      label: section.label,
      children: entryItems(section.entries, `group:${section.app}`),
    })),
    {
      key: 'group:help',
      label: 'Help',
      children: [
        { key: shellRoutes.contact.path, label: shellRoutes.contact.breadcrumb },
        { key: shellRoutes.faq.path, label: shellRoutes.faq.breadcrumb },
      ],
    },
  ];
}

function pages(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => (item.children ? pages(item.children) : [item]));
}

/** The key of the page item a path belongs to: the longest page path it starts with. */
export function selectedKey(items: readonly SidebarItem[], pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const covers = (key: string) => clean === key || (key !== '/' && clean.startsWith(`${key}/`));
  const matches = pages(items).filter((page) => covers(page.key));
  return matches.sort((a, b) => b.key.length - a.key.length)[0]?.key ?? null;
}

/** The keys of the groups that hold `key`, outermost first: the ones to open so it shows. */
export function groupsHolding(items: readonly SidebarItem[], key: string): string[] {
  for (const item of items) {
    if (!item.children) continue;
    if (item.children.some((child) => child.key === key)) return [item.key];
    const inner = groupsHolding(item.children, key);
    if (inner.length > 0) return [item.key, ...inner];
  }
  return [];
}
