// Test-only: the admin app at one of its routes as the host mounts it, with the calls it makes faked over fetch.
import { jest } from '@jest/globals';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AntdTestRoot } from '@portal/shared-contracts/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppPermissions, type LeaSummary } from '@portal/shared-contracts';
import { http, sessionStore, type ShellApi } from '@portal/shared-contracts/sdk';
import AdminApp from '../App';
import { appDefinition } from '../pages';

// antd's tables and dialogs render slowly in jsdom, the more so on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Answers one call: a Response, a body sent as JSON, or undefined for a 404. */
export type ApiHandler = (call: ApiCall) => Response | object | undefined | Promise<Response | object | undefined>;

/** Fakes the services behind fetch; the returned list records every call the page made, in order. */
export function installApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    // A JSON body is parsed; any other (a CSV file) is kept as its text.
    const body = text && request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text || undefined;
    const call: ApiCall = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const answer = await handler(call);
    if (answer === undefined) return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    return answer instanceof Response ? answer : Response.json(answer);
  }) as typeof fetch;
  return calls;
}

/** A refusal in the services' one error shape. */
export const refusal = (statusCode: number, message: string, errors?: Record<string, string>) =>
  Response.json({ statusCode, code: statusCode === 409 ? 'CONFLICT' : 'BAD_REQUEST', message, ...(errors ? { errors } : {}) }, { status: statusCode });

export const leas: LeaSummary[] = [
  { id: 1, name: 'State Department of Education', leaCode: '00-0000', isIncludedInCharterGroup: false, isNdeLevelDistrict: true },
  { id: 2, name: 'Adams Public Schools', leaCode: '01-1000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
];

/** A state administrator's permissions for one admin page: an admin user holding the page's key. */
export const adminWith = (...keys: string[]) => [AppPermissions.StateAdmin, AppPermissions.AllLeas, ...keys];

/** Renders the admin app at `/admin/{route}` for a user holding `permissions`, inside antd's App and one QueryClient as the shell does. */
export function renderAdminRoute(route: string, permissions: readonly string[]) {
  sessionStore.setState({ permissions: [...permissions], leas, currentLeaId: leas[0]!.id, currentSchoolYear: { key: 2027, label: '2026-2027' } });
  const shell: ShellApi = { http, navigate: jest.fn(), signOut: jest.fn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AntdTestRoot>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[`${appDefinition.basePath}/${route}`]}>
            <Routes>
              <Route path={`${appDefinition.basePath}/*`} element={<AdminApp basePath={appDefinition.basePath} shell={shell} />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
    </AntdTestRoot>,
  );
}
