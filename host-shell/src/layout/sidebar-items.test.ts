import { groupsHolding, selectedKey, sidebarItems } from './sidebar-items';

const outline = (items: ReturnType<typeof sidebarItems>, depth = 0): string[] =>
  items.flatMap((item) => [`${'  '.repeat(depth)}${item.label}`, ...(item.children ? outline(item.children, depth + 1) : [])]);

test('a public requester sees Dashboard, their dispute-resolution pages and Help', () => {
  expect(outline(sidebarItems(['DisputeResolution.access', 'DisputeResolution.requests.create']))).toEqual([
    'Dashboard',
    'Dispute Resolution',
    '  Dashboard',
    '  Create Request',
    'Help',
    '  Contact',
    '  FAQ',
  ]);
});

test('Reports, a page and a group, lists itself first; the Admin section needs an admin user', () => {
  const items = sidebarItems([
    'DisputeResolution.access',
    'DisputeResolution.reports.view',
    'DisputeResolution.reports.summary',
    'App.users.view',
  ]);
  expect(outline(items)).toEqual([
    'Dashboard',
    'Dispute Resolution',
    '  Dashboard',
    '  Reports',
    '    Reports',
    '    Summary Report',
    'Help',
    '  Contact',
    '  FAQ',
  ]);
  expect(outline(sidebarItems(['App.localadmin', 'App.users.manage', 'App.jurisdiction-users.view']))).toContain('Admin');
});

test('the item of the page open, and the groups to open for it', () => {
  const items = sidebarItems(['DisputeResolution.access', 'DisputeResolution.reports.view', 'DisputeResolution.reports.summary']);
  expect(selectedKey(items, '/')).toBe('/');
  expect(selectedKey(items, '/dispute-resolution/reports/summary-report/')).toBe('/dispute-resolution/reports/summary-report');
  expect(selectedKey(items, '/dispute-resolution/request/7')).toBe('/dispute-resolution');
  expect(selectedKey(items, '/nowhere')).toBeNull();
  expect(groupsHolding(items, '/dispute-resolution/reports/summary-report')).toEqual(['group:dispute', 'group:dispute/Reports']);
  expect(groupsHolding(items, '/')).toEqual([]);
});
