// Test-only: the notification service as the page uses it, and the page rendered as the signed-in shell renders it.
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppPermissions, Frequency, type LeaSummary, type Subscription, type SubscriptionSave } from '@portal/shared-contracts';
import { sessionStore } from '@portal/shared-contracts/sdk';
import { AntdTestRoot } from '@portal/shared-contracts/testing';
import { NotificationSettingsPage } from './NotificationSettingsPage';
import { subscriptionRow } from './subscription-fixtures';

export const leas: LeaSummary[] = [
  { id: 1, name: 'Carson City School District', leaCode: '13', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
  { id: 2, name: 'Washoe County School District', leaCode: '16', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
  { id: 3, name: 'Mountain Charter Academy', leaCode: '18', isIncludedInCharterGroup: true, isNdeLevelDistrict: false },
];

// Weekly is supported but never offered (spec 5), so the rows carry it.
const type = (id: number, name: string, rest: Partial<Subscription> = {}) =>
  subscriptionRow(id, name, { supportedFrequency: [Frequency.Immediately, Frequency.Daily, Frequency.Weekly], ...rest });

/** The rows as the server merges them for the user, one of each kind the dialog treats differently. */
export const rows = {
  violation: type(1, 'Restraint violation created'),
  capMissed: type(3, 'Restraint CAP deadline missed', {
    eventNotificationSubscriptionId: 11,
    isSubscribed: true,
    frequency: Frequency.Immediately,
    isEventNotificationTypeRequired: true,
    subscribedLeaIds: [1, 2, 3],
  }),
  disputeSubmitted: type(4, 'Dispute resolution request submitted', {
    eventNotificationSubscriptionId: 12,
    isSubscribed: true,
    isEmail: false,
    subscribedLeaIds: [2],
  }),
  psosOpened: type(7, 'PSOS collection opened', {
    eventNotificationSubscriptionId: 13,
    isSubscribed: true,
    isInApp: false,
    supportedFrequency: [Frequency.Daily],
    hasLea: false,
  }),
  visitScheduled: type(8, 'Monitoring visit scheduled', { hasSpecificDate: true, supportedFrequency: [] }),
};

export interface Server {
  calls: string[];
  saved: SubscriptionSave[];
  list: Subscription[];
}

type Answer = (method: string, path: string) => Response | null;

/** The notification service's three subscription calls over `list`, each answered as spec 7 describes; `answer` overrides. */
export function installServer(list: Subscription[] = Object.values(rows), answer: Answer = () => null): Server {
  const server: Server = { calls: [], saved: [], list: list.map((row) => ({ ...row })) };
  let nextId = 100;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    server.calls.push(`${request.method} ${path}`);
    const override = answer(request.method, path);
    if (override) return override;
    if (request.method === 'GET' && path === '/api/event-notification/subscriptions/user') return Response.json(server.list);
    if (request.method === 'POST' && path === '/api/event-notification/subscriptions') {
      const body = (await request.json()) as SubscriptionSave;
      server.saved.push(body);
      const row = server.list.find((r) => r.eventNotificationTypeId === body.eventNotificationTypeId)!;
      Object.assign(row, body, { eventNotificationSubscriptionId: body.eventNotificationSubscriptionId ?? nextId++ });
      return Response.json(row);
    }
    const unsubscribe = /^\/api\/event-notification\/subscriptions\/unsubscribe\/(\d+)$/.exec(path);
    if (request.method === 'DELETE' && unsubscribe) {
      const row = server.list.find((r) => r.eventNotificationSubscriptionId === Number(unsubscribe[1]))!;
      Object.assign(row, { eventNotificationSubscriptionId: null, isSubscribed: false, subscribedLeaIds: [] });
      return new Response(null, { status: 204 });
    }
    return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  }) as typeof fetch;
  return server;
}

/** A signed-in user with the store's LEAs; `allLeas` grants App.data.allleas. */
export function signInAs({ allLeas = false } = {}) {
  // With a school year chosen, the client sends each call at once instead of fetching the years first.
  sessionStore.setState({
    currentSchoolYear: { key: 2027, label: '2026-2027' },
    leas,
    permissions: allLeas ? [AppPermissions.AllLeas] : [],
  });
}

/** The page inside antd's App and one QueryClient, as SignedInShell renders it. */
export function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AntdTestRoot>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/notification-settings']}>
          <NotificationSettingsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </AntdTestRoot>,
  );
}

export { dialogClosed, findDialog } from '@portal/shared-contracts/testing';

/** What the subscription column shows in the row of this type. */
export function subscriptionCell(name: string): string | null {
  const row = screen.getByText(name, { selector: 'td' }).closest('tr')!;
  return row.querySelectorAll('td')[3]!.textContent;
}
