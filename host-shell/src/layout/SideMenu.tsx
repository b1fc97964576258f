import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import { APP_VERSION } from '@portal/shared-contracts';
import { usePermissions } from '@portal/shared-contracts/sdk';
import { ShellRegions } from './focus-cycle';
import { groupsHolding, selectedKey, sidebarItems, type SidebarItem } from './sidebar-items';

type MenuItem = Required<MenuProps>['items'][number];

const menuItems = (items: SidebarItem[]): MenuItem[] =>
  items.map(({ key, label, children }) => (children ? { key, label, children: menuItems(children) } : { key, label }));

/**
 * Spec 2's sidebar: each item only with its route permission, the version at the bottom.
 * The section of the page open is opened, and sections the user opened stay open.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const permissions = usePermissions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => sidebarItems(permissions), [permissions]);
  const entries = useMemo(() => menuItems(items), [items]);
  const selected = selectedKey(items, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selected ? groupsHolding(items, selected) : []));

  useEffect(() => {
    if (!selected) return;
    const needed = groupsHolding(items, selected);
    setOpenKeys((open) => (needed.every((key) => open.includes(key)) ? open : [...new Set([...open, ...needed])]));
  }, [items, selected]);

  return (
    <div className="shell-sidebar">
      <nav id={ShellRegions.menu} aria-label="Main menu">
        <Menu
          mode="inline"
          items={entries}
          selectedKeys={selected ? [selected] : []}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          onClick={({ key }) => {
            void navigate(key);
            onNavigate?.();
          }}
        />
      </nav>
      <p className="shell-version">Version {APP_VERSION}</p>
    </div>
  );
}
