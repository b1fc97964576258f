import { PsosPermissions as P, RestraintPermissions as R, EcoPermissions as E, DisputePermissions as D } from '@portal/shared-contracts';
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
  const href = (perms: string[], app: string) => dashboardTiles(perms).find((t) => t.app === app)?.href;
  test('a tile opens only when the user may view its route', () => {
    expect(href([R.Access], 'restraint')).toBe('/restraint-aversive-intervention/dashboard');
    expect(href([], 'restraint')).toBeNull();
    expect(href([E.Access], 'eco')).toBe('/child-search/dashboard');
    expect(href([D.Access], 'dispute')).toBe('/dispute-resolution');
  });
  test('the PSOS tile goes to the first of lea-tracking, vendor-dashboard, student-list-manager, collection-manager, survey-manager', () => {
    expect(href([P.Access, P.SurveyListView, P.CollectionView], 'psos')).toBe('/post-school-outcomes/collection-manager');
    expect(href([P.Access, P.VendorDashboardView, P.DistrictDashboardView], 'psos')).toBe('/post-school-outcomes/lea-tracking');
    expect(href([P.Access], 'psos')).toBe('/post-school-outcomes');
    expect(href([P.SurveyListView], 'psos')).toBeNull();
  });
});
