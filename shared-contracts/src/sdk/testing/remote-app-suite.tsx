// The matchers come from the remotes' jest setup; this names their types for whoever type-checks the suite.
/// <reference types="@testing-library/jest-dom" />
import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { appById, type AppId } from '../../routes';
import type { OverviewResponse } from '../../schemas/common';
import type { RemoteApp } from '../contract';
import { isPlannedPage } from '../planned-pages';
import { renderRemoteRoute } from './render-route';

interface RemoteAppUnderTest {
  /** The remote's `./App`. */
  App: RemoteApp;
  appId: AppId;
  /** The page map the App renders, which must cover the app's routes in the route map, no more. */
  pages: Record<string, ComponentType>;
  /** The route whose page shows the figures of the app's service. */
  overviewPath: string;
}

// A remote shows whatever figures its service reports, so one made-up answer serves every app.
const overviewResponse: OverviewResponse = {
  leaId: 7,
  leaName: 'Carson City School District',
  schoolYear: '2025-2026',
  figures: [
    { key: 'first', label: 'First figure', value: 42 },
    { key: 'second', label: 'Second figure', value: 5 },
  ],
};
const SCHOOL_YEAR_KEY = 2026;

/**
 * The cases every remote must pass, run against the remote's own App inside the
 * shell SDK it is built with: figures from its service, its permission checks, and a
 * page for each of its routes.
 */
export function describeRemoteApp({ App, appId, pages, overviewPath }: RemoteAppUnderTest): void {
  const app = appById(appId);
  const overviewRoute = app.routes.find((route) => route.path === overviewPath);
  if (!overviewRoute) throw new Error(`${appId} has no route '${overviewPath}'`);
  // Pages already built have tests of their own.
  const plannedRoutes = app.routes.filter((route) => route !== overviewRoute && isPlannedPage(pages[route.path]));
  const everyPermission = [...app.permissions, ...app.routes.flatMap((route) => route.permissions)];

  const renderAt = (path: string, permissions: readonly string[]) =>
    renderRemoteRoute({
      app,
      App,
      route: path,
      permissions,
      leas: [],
      currentLeaId: overviewResponse.leaId,
      currentSchoolYear: { key: SCHOOL_YEAR_KEY, label: overviewResponse.schoolYear },
    });

  let fetchMock: jest.SpiedFunction<typeof fetch>;

  beforeEach(() => {
    // The overview answers; the page's other reads find nothing, as on a service with no data for the year.
    fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        new URL((input as Request).url).pathname === `/api/${appId}/overview`
          ? Response.json(overviewResponse)
          : Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
      );
  });

  afterEach(() => {
    fetchMock.mockRestore();
  });

  describe(`${app.title} (${app.remoteName})`, () => {
    it('shows the figures of its service for the current LEA and school year', async () => {
      renderAt(overviewPath, [...app.permissions, ...overviewRoute.permissions]);

      expect(screen.getByRole('heading', { level: 1, name: overviewRoute.breadcrumb })).toBeInTheDocument();
      for (const figure of overviewResponse.figures) {
        expect(await screen.findByText(figure.label)).toBeInTheDocument();
        expect(screen.getByTestId(`figure-${figure.key}`)).toHaveTextContent(String(figure.value));
      }
      // The browser tests find an app's figures by this title.
      expect(screen.getByText(`${app.title}: ${overviewResponse.leaName}, ${overviewResponse.schoolYear}`)).toBeInTheDocument();
      // The overview page may list more below its figures, whose calls can go first.
      const request = fetchMock.mock.calls
        .map(([input]) => input as Request)
        .find((candidate) => new URL(candidate.url).pathname === `/api/${appId}/overview`);
      expect(request).toBeDefined();
      expect(request!.headers.get('CurrentLeaId')).toBe(String(overviewResponse.leaId));
      expect(request!.headers.get('activeschoolyear')).toBe(String(SCHOOL_YEAR_KEY));
    });

    it('denies the page to a user without its permission, without calling the service', () => {
      // The app's permissions less those the route accepts: the user lacks exactly what this route needs.
      renderAt(
        overviewPath,
        app.permissions.filter((permission) => !overviewRoute.permissions.includes(permission)),
      );

      expect(screen.getByText('Access Denied!')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('has a page for every route of the route map', () => {
      expect(Object.keys(pages).sort()).toEqual(app.routes.map((route) => route.path).sort());
    });

    // jest refuses an empty table, and every page of an app may be built.
    if (plannedRoutes.length > 0) {
      it.each(plannedRoutes)('titles the page still to be built at $path "$breadcrumb"', ({ path, breadcrumb }) => {
        renderAt(path, everyPermission);

        expect(screen.getByRole('heading', { level: 1, name: breadcrumb })).toBeInTheDocument();
        expect(screen.getByText(/This page is not available yet\./)).toBeInTheDocument();
      });
    }
  });
}
