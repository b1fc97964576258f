import {
  AppPermissions as A,
  DisputePermissions as D,
  EcoPermissions as E,
  MonitoringPermissions as M,
  PsosPermissions as P,
  RestraintPermissions as R,
} from '@portal/shared-contracts';
import { greeting } from './greeting';
import { dashboardTiles } from './tiles';

const at = (h: number, m: number) => new Date(2026, 10, 22, h, m);

test.each([
  [at(0, 0), 'Good morning'],
  [at(11, 59), 'Good morning'],
  [at(12, 0), 'Good afternoon'],
  [at(16, 59), 'Good afternoon'],
  [at(17, 0), 'Good evening'],
  [at(23, 59), 'Good evening'],
])('greeting at %p is %p', (time, text) => expect(greeting(time)).toBe(text));

describe('dashboard tiles (spec 2)', () => {
  const tiles = (perms: string[]) => dashboardTiles(perms).map((t) => [t.title, t.href]);
  const psos = (perms: string[]) => dashboardTiles([P.Access, ...perms]).find((t) => t.app === 'psos')?.href;

  test('each tile shows only when the user may view its route, in the order of spec 2', () => {
    expect(tiles([R.Access, E.Access, P.Access, D.Access])).toEqual([
      ['Restraint & Aversive Intervention', '/restraint-aversive-intervention/dashboard'],
      ['Early Childhood Outcomes', '/child-search/dashboard'],
      ['Post-School Outcomes Survey', '/post-school-outcomes'],
      ['Dispute Resolution', '/dispute-resolution'],
    ]);
    expect(tiles([E.Access])).toEqual([['Early Childhood Outcomes', '/child-search/dashboard']]);
    expect(tiles([D.Access, D.RequestsCreate, D.RequestsView])).toEqual([['Dispute Resolution', '/dispute-resolution']]);
    expect(tiles([])).toEqual([]);
  });

  test('a route permission without the application permission shows no tile', () => {
    expect(tiles([P.DistrictDashboardView, R.ViolationView, A.StateUser])).toEqual([]);
  });

  test('Monitoring and Admin have no tile', () => {
    expect(tiles([M.Access, M.DashboardView, A.SiteAdmin, A.UsersView])).toEqual([]);
  });

  test.each([
    [
      [P.DistrictDashboardView, P.VendorDashboardView, P.StudentListView, P.CollectionView, P.SurveyListView],
      '/post-school-outcomes/lea-tracking',
    ],
    [[P.SurveyListView, P.CollectionView, P.StudentListView, P.VendorDashboardView], '/post-school-outcomes/vendor-dashboard'],
    [[P.SurveyListView, P.CollectionView, P.StudentListView], '/post-school-outcomes/student-list-manager'],
    [[P.SurveyListView, P.CollectionView], '/post-school-outcomes/collection-manager'],
    [[P.SurveyListView], '/post-school-outcomes/survey-manager'],
    [[P.TrackingView, P.ReportsView], '/post-school-outcomes'],
    [[], '/post-school-outcomes'],
  ])('the PSOS tile with %p goes to %p', (perms, href) => expect(psos(perms)).toBe(href));
});
