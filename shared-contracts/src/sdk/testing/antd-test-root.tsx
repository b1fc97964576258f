import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { PortalAntApp } from '../theme/PortalAntApp';

/**
 * antd's providers and the portal's theme, as the signed-in shell puts them around a page, with antd's CSS kept in its
 * cache instead of the document. jsdom walks every style rule on each getComputedStyle, which
 * testing-library calls for every element it names by role; with antd's rules in the page that
 * made an admin page test five times slower. jsdom lays nothing out; the one rule a test can see
 * is how antd hides a closed dropdown, tooltip or popover (a '…-hidden' class), and that one rule
 * is kept, so a closed menu's items are not found.
 */
const closedPopups = '[class*="-hidden"] { display: none; }';

export function AntdTestRoot({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <style>{closedPopups}</style>
      <PortalAntApp>{children}</PortalAntApp>
    </StyleProvider>
  );
}
