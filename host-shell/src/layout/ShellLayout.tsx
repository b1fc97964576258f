import { useState, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { Drawer, Grid, Layout } from 'antd';
import { SIDEBAR_WIDTH } from '@portal/shared-contracts';
import { useVersionMismatch, VersionMismatchDialog } from '@portal/shared-contracts/sdk';
import { useDirectory } from '../context/useDirectory';
import { Breadcrumbs } from './Breadcrumbs';
import { BusyOverlay } from './BusyOverlay';
import { ShellRegions, useEscapeFocusCycle } from './focus-cycle';
import { shellCss } from './shell-styles';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** Focuses the content without putting its anchor in the address, which the router would take for a navigation. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  document.getElementById(ShellRegions.main)?.focus();
}

/**
 * The frame around every signed-in page (spec 2): top bar, sidebar, breadcrumbs, the page,
 * the busy overlay and the Version Mismatch dialog. On XSmall and Small screens the sidebar
 * is an overlay the menu toggle opens and a navigation closes; wider, the toggle folds it away.
 */
export function ShellLayout() {
  const narrow = !Grid.useBreakpoint().md;
  const [sidebarHidden, setSidebarHidden] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const versionMismatch = useVersionMismatch();
  useDirectory();
  useEscapeFocusCycle();

  const menuOpen = narrow ? drawerOpen : !sidebarHidden;
  const toggleMenu = () => (narrow ? setDrawerOpen((open) => !open) : setSidebarHidden((hidden) => !hidden));

  return (
    <>
      <style>{shellCss}</style>
      <a className="shell-skip-link" href={`#${ShellRegions.main}`} onClick={skipToMain}>
        Skip to main content
      </a>
      <Layout style={{ minHeight: '100%' }}>
        <Layout.Header id={ShellRegions.toolbar} className="shell-header">
          <TopBar menuOpen={menuOpen} onToggleMenu={toggleMenu} />
        </Layout.Header>
        <Layout hasSider={!narrow && !sidebarHidden}>
          {!narrow && !sidebarHidden ? (
            <Layout.Sider width={SIDEBAR_WIDTH} className="shell-sider">
              <SideMenu />
            </Layout.Sider>
          ) : null}
          <Layout.Content id={ShellRegions.main} tabIndex={-1} className="shell-main">
            <Breadcrumbs />
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
      {narrow ? (
        <Drawer
          open={drawerOpen}
          placement="left"
          size={SIDEBAR_WIDTH}
          title="Menu"
          rootClassName="shell-drawer"
          destroyOnHidden
          onClose={() => setDrawerOpen(false)}
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : null}
      <BusyOverlay />
      <VersionMismatchDialog open={versionMismatch} />
    </>
  );
}
