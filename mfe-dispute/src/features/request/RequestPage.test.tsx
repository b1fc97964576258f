import { storage } from '@portal/shared-contracts/sdk';
import { appById } from '@portal/shared-contracts';
import { renderRemoteRoute } from '@portal/shared-contracts/testing';
import { act, screen } from '@testing-library/react';
import DisputeApp from '../../App';
import { DisputeRequestKeys } from './request-storage';

const app = appById('dispute');
const requestRoute = app.routes.find((route) => route.path === 'request')!;

function openRequestPage() {
  storage.set(DisputeRequestKeys.requestId, 41);
  storage.set(DisputeRequestKeys.formId, 7);
  return renderRemoteRoute({
    app,
    App: DisputeApp,
    route: 'request',
    permissions: [...app.permissions, ...requestRoute.permissions],
    leas: [],
    currentLeaId: 1,
  });
}

// The clean-up waits a microtask, which has run once an awaited act returns.
const settle = () => act(async () => undefined);

test('the request in progress stays stored while the user is on the request page', async () => {
  openRequestPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Request' })).toBeInTheDocument();
  await settle();

  expect(storage.get(DisputeRequestKeys.requestId)).toBe(41);
  expect(storage.get(DisputeRequestKeys.formId)).toBe(7);
});

test('leaving the request page clears the stored dispute resolution id and form id', async () => {
  const { unmount } = openRequestPage();
  await screen.findByRole('heading', { level: 1, name: 'Create Request' });

  unmount();
  await settle();

  expect(storage.get(DisputeRequestKeys.requestId)).toBeNull();
  expect(storage.get(DisputeRequestKeys.formId)).toBeNull();
});
