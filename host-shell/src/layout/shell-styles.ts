/** Below this width (antd's md breakpoint: XSmall and Small) the sidebar is an overlay. */
export const NARROW_MAX_WIDTH = 767;

/**
 * The frame's layout. A stylesheet rather than inline styles: the header reflows by media
 * query, and focus outlines need :focus-visible (antd's own link style removes them). Links
 * in running text (a <p>, or antd's Paragraph, which is a div) are underlined, as colour alone
 * does not set them apart (WCAG 1.4.1). The apps' build has no CSS rule, so it is
 * rendered in a <style> element, like the sign-in area's.
 */
export const shellCss = `
.shell-skip-link { position: absolute; left: 8px; top: -48px; z-index: 1100; padding: 8px 16px; background: #fff; color: #1f5fa8; border-radius: 4px; }
.shell-skip-link:focus { top: 8px; outline: 2px solid #1f5fa8; }
.shell-header.ant-layout-header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; height: auto; min-height: 64px; line-height: normal; padding: 12px 16px; background: #1f3a5f; color: #fff; }
.shell-title { flex: 1 1 0; min-width: 0; font-size: 16px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.shell-pickers { display: flex; gap: 8px; min-width: 0; }
.shell-lea-picker { width: 260px; }
.shell-year-picker { width: 130px; }
.shell-header .shell-header-button.ant-btn, .shell-header .shell-header-button.ant-btn:hover { color: #fff; }
.shell-header .shell-header-button.ant-btn:hover { background: rgba(255, 255, 255, 0.16); }
.shell-header .shell-header-button:focus-visible, .shell-header-link:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
.shell-header-link { color: #fff; text-decoration: underline; }
.shell-user { max-width: 300px; }
.shell-user-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.shell-sidebar { display: flex; flex-direction: column; min-height: 100%; }
.shell-sidebar nav { flex: 1; }
.shell-sidebar .ant-menu-inline { border-inline-end: none; }
.shell-sidebar .ant-menu-inline .ant-menu-item, .shell-sidebar .ant-menu-inline .ant-menu-submenu-title { height: auto; min-height: 40px; line-height: 1.4; padding-block: 10px; white-space: normal; }
.shell-sidebar .ant-menu-title-content { white-space: normal; overflow: visible; }
.shell-version { margin: 0; padding: 12px 24px; font-size: 12px; color: rgba(0, 0, 0, 0.65); }
.shell-sider.ant-layout-sider { background: #fff; border-inline-end: 1px solid #f0f0f0; }
.shell-main.ant-layout-content { min-width: 0; padding: 24px; }
a:focus-visible { outline: 2px solid #1f5fa8; outline-offset: 2px; }
.shell-main p a, .shell-main div.ant-typography a, .shell-main ul:not([class]) a, .shell-main ol:not([class]) a { text-decoration: underline; }
.shell-main:focus-visible { outline: 2px solid #1f5fa8; outline-offset: -2px; }
.shell-breadcrumbs { margin-bottom: 16px; }
.shell-drawer .ant-drawer-body { padding: 0; }
.shell-busy { position: fixed; inset: 0; z-index: 2000; }
@media (max-width: ${NARROW_MAX_WIDTH}px) {
  .shell-header.ant-layout-header { padding: 8px 12px; }
  .shell-pickers { order: 3; flex-basis: 100%; }
  .shell-lea-picker { flex: 1 1 0; min-width: 0; width: auto; }
  .shell-year-picker { flex: 0 0 120px; width: 120px; }
  .shell-user { max-width: 160px; }
  .shell-main.ant-layout-content { padding: 12px; }
}
.shell-drawer .ant-drawer-content-wrapper { max-width: 100vw; }
`;
