import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppPermissions, type OverviewResponse } from '@portal/shared-contracts';
import { http, sessionStore, type ShellApi } from '@portal/shared-contracts/sdk';
import AdminApp from './App';
import { appDefinition, OVERVIEW_PATH } from './app-definition';
import { pages } from './pages';

const overview: OverviewResponse = {
  leaId: 7,
  leaName: 'Carson City School District',
  schoolYear: '2025-2026',
  figures: [
    { key: 'users', label: 'Active users', value: 31 },
    { key: 'blocked', label: 'Blocked users', value: 2 },
  ],
};

const shell: ShellApi = {
  // The host hands over the SDK's client, whose prefix '/api' a browser resolves against the page;
  // the Node Request that jest-fixed-jsdom installs resolves nothing, so the test gives it the origin.
  http: http.extend({ baseUrl: window.location.origin }),
  navigate: jest.fn(),
  signOut: jest.fn(),
};

function renderAt(path: string, permissions: readonly string[]) {
  sessionStore.setState({
    permissions: [...permissions],
    currentLeaId: overview.leaId,
    currentSchoolYear: { key: 2026, label: overview.schoolYear },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`${appDefinition.basePath}/${path}`]}>
        <Routes>
          <Route path={`${appDefinition.basePath}/*`} element={<AdminApp basePath={appDefinition.basePath} shell={shell} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let fetchMock: jest.SpiedFunction<typeof fetch>;

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(overview));
});

afterEach(() => {
  fetchMock.mockRestore();
});

describe('AdminApp', () => {
  it('shows the figures of its service for the current LEA and school year', async () => {
    renderAt(OVERVIEW_PATH, [AppPermissions.LocalAdmin, AppPermissions.JurisdictionUsersView]);

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    for (const figure of overview.figures) {
      expect(await screen.findByText(figure.label)).toBeInTheDocument();
      expect(screen.getByTestId(`figure-${figure.key}`)).toHaveTextContent(String(figure.value));
    }
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/admin/overview');
    expect(request.headers.get('CurrentLeaId')).toBe('7');
    expect(request.headers.get('activeschoolyear')).toBe('2026');
  });

  it('denies the page to a user without its permission, without calling the service', () => {
    renderAt(OVERVIEW_PATH, [AppPermissions.LocalAdmin]);

    expect(screen.getByText('Access Denied!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has a page for every route of the route map', () => {
    expect(Object.keys(pages).sort()).toEqual(appDefinition.routes.map((route) => route.path).sort());
  });

  const plannedRoutes = appDefinition.routes.filter((route) => route.path !== OVERVIEW_PATH);
  const everyPermission = [...appDefinition.permissions, ...appDefinition.routes.flatMap((route) => route.permissions)];

  it.each(plannedRoutes)('titles the page still to be built at $path "$breadcrumb"', ({ path, breadcrumb }) => {
    renderAt(path, everyPermission);

    expect(screen.getByRole('heading', { level: 1, name: breadcrumb })).toBeInTheDocument();
    expect(screen.getByText(/This page is not available yet\./)).toBeInTheDocument();
  });
});
