import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import { APP_VERSION, visibleMenu, type VisibleMenuEntry } from '@portal/shared-contracts';
import { usePermissions } from '@portal/shared-contracts/sdk';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: VisibleMenuEntry[], keyPrefix: string): Item[] {
  return entries.map((entry) => {
    const key = entry.path ?? `${keyPrefix}/${entry.label}`;
    if (!entry.children) return { key, label: entry.label };
    const children = toItems(entry.children, key);
    // A group that is also a page gets its own entry first, so both stay reachable.
    return { key: `${key}#group`, label: entry.label, children: entry.path ? [{ key, label: `${entry.label} overview` }, ...children] : children };
  });
}

/** Spec 2: the sidebar, each item only with its route permission, the version at the bottom. */
export function SideMenu() {
  const permissions = usePermissions();
  const navigate = useNavigate();
  const location = useLocation();
  const items = useMemo<Item[]>(
    () => [
      { key: '/', label: 'Dashboard' },
      ...visibleMenu(permissions).map((section) => ({ key: `section:${section.app}`, label: section.label, children: toItems(section.entries, section.app) })),
      { key: 'section:help', label: 'Help', children: [{ key: '/contact', label: 'Contact' }, { key: '/faq', label: 'FAQ' }] },
    ],
    [permissions],
  );
  return (
    <nav aria-label="Main menu" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[location.pathname]}
        onClick={({ key }) => {
          if (key.startsWith('/')) navigate(key);
        }}
        style={{ flex: 1, borderInlineEnd: 'none', overflowY: 'auto' }}
      />
      <div style={{ padding: '8px 24px', color: 'rgba(0,0,0,0.65)', fontSize: 12 }}>Version {APP_VERSION}</div>
    </nav>
  );
}
