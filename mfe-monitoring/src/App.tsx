import { AppRoutes } from '@portal/shared-contracts/sdk';
import { appDefinition, OVERVIEW_PATH, pages } from './pages';

/**
 * The module this remote exposes as `./App`. The host mounts it under `${basePath}/*`,
 * so the routes are relative and `basePath` is not needed to render them.
 */
export default function MonitoringApp() {
  return <AppRoutes app={appDefinition} pages={pages} index={OVERVIEW_PATH} />;
}
