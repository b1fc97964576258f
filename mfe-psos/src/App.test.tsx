import { screen } from '@testing-library/react';
import { PsosPermissions } from '@portal/shared-contracts/psos';
import { describeRemoteApp } from '@portal/shared-contracts/testing';
import { districtUser, installPsosApi, renderPsos } from './testing/psos-harness';
import PsosApp from './App';
import { OVERVIEW_PATH, pages } from './pages';

describeRemoteApp({ App: PsosApp, appId: 'psos', pages, overviewPath: OVERVIEW_PATH });

describe('the base path', () => {
  test('opens the first page of the menu the user may view (the tile’s last resort)', async () => {
    installPsosApi(() => undefined);
    renderPsos('', [PsosPermissions.Access, PsosPermissions.TrackingView, PsosPermissions.ReportsView]);
    expect(await screen.findByRole('heading', { level: 1, name: 'State Tracking' })).toBeInTheDocument();
  });

  test('opens the District Dashboard for whoever may view it first', async () => {
    installPsosApi(() => undefined);
    renderPsos('', districtUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'District Dashboard' })).toBeInTheDocument();
  });
});
