import { Route, Routes } from 'react-router';
import { canViewRoute } from '@portal/shared-contracts';
import { AppRoutes, NotFound, usePermissions, type RemoteAppProps } from '@portal/shared-contracts/sdk';
import { PublicSurveyPage } from './features/public-survey/PublicSurveyPage';
import { appDefinition, OVERVIEW_PATH, pages } from './pages';

/**
 * The module this remote exposes as `./App`. The host mounts it under `${basePath}/*`, so the routes
 * are relative. Mounted at the app's public path (outside the guarded shell) it renders the survey a
 * youth or family answers by link; anywhere else the signed-in pages of the route map.
 */
export default function PsosApp({ basePath }: RemoteAppProps) {
  const held = usePermissions();
  if (basePath === appDefinition.publicPath)
    return (
      <Routes>
        <Route path=":token" element={<PublicSurveyPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    );
  // The base path opens the first page of the menu the user may view (the tile's last resort).
  const index =
    appDefinition.menu
      .map((entry) => entry.route)
      .find((path) => canViewRoute(held, appDefinition, appDefinition.routes.find((r) => r.path === path) ?? null)) ?? OVERVIEW_PATH;
  return <AppRoutes app={appDefinition} pages={pages} index={index} />;
}
