import { breadcrumbTrail } from './breadcrumb-trail';

test.each([
  ['/', [{ label: 'Dashboard' }]],
  ['/notification-settings', [{ label: 'Dashboard', path: '/' }, { label: 'Notification Settings' }]],
  ['/faq', [{ label: 'Dashboard', path: '/' }, { label: 'FAQ' }]],
  [
    '/child-search/entryscore',
    [{ label: 'Dashboard', path: '/' }, { label: 'Early Childhood Outcomes', path: '/child-search' }, { label: 'Entry Score' }],
  ],
  [
    '/dispute-resolution/reports/summary-report',
    [
      { label: 'Dashboard', path: '/' },
      { label: 'Dispute Resolution', path: '/dispute-resolution' },
      { label: 'Reports', path: '/dispute-resolution/reports' },
      { label: 'Summary Report' },
    ],
  ],
  [
    '/dispute-resolution',
    [{ label: 'Dashboard', path: '/' }, { label: 'Dispute Resolution', path: '/dispute-resolution' }, { label: 'Dashboard' }],
  ],
  ['/monitoring/visit/12/', [{ label: 'Dashboard', path: '/' }, { label: 'Monitoring', path: '/monitoring' }, { label: 'Visit' }]],
  ['/no-such-page', [{ label: 'Dashboard' }]],
])('%s', (path, trail) => expect(breadcrumbTrail(path)).toEqual(trail));
