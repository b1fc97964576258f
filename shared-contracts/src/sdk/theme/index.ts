export { portalTheme } from './portal-theme';
export { PortalAntApp } from './PortalAntApp';
