import { AppRoutes, type RemoteAppProps } from '@portal/shared-contracts/sdk';
import { appDefinition, OVERVIEW_PATH } from './app-definition';
import { pages } from './pages';
import { ShellContext } from './shell-context';

/**
 * The module this remote exposes as `./App`. The host mounts it under `${basePath}/*`,
 * so the routes are relative and `basePath` is not needed to render them.
 */
export default function EcoApp({ shell }: RemoteAppProps) {
  return (
    <ShellContext value={shell}>
      <AppRoutes app={appDefinition} pages={pages} index={OVERVIEW_PATH} />
    </ShellContext>
  );
}
