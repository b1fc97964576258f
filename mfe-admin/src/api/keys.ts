/**
 * The app's one query-key scheme: every key starts with the app id, then the resource. What
 * Administration reads is the same in every LEA and school year, so no key carries those.
 * Invalidating a resource's key reads again everything under it.
 */
const users = ['admin', 'users'] as const;
const roles = ['admin', 'roles'] as const;
const leas = ['admin', 'leas'] as const;
const schools = ['admin', 'schools'] as const;
const emailLogs = ['admin', 'email-logs'] as const;
const auditLog = ['admin', 'audit-log'] as const;
const calendars = ['admin', 'calendars'] as const;

export const adminKeys = {
  users,
  user: (id: number) => [...users, 'user', id] as const,
  roles,
  allRoles: [...roles, 'all'] as const,
  permissions: ['admin', 'permissions'] as const,
  leas,
  lea: (id: number) => [...leas, 'lea', id] as const,
  leaUsers: (id: number) => [...leas, 'users', id] as const,
  schools,
  schoolLeaChoices: [...schools, 'lea-choices'] as const,
  lookupLists: ['admin', 'lookup-lists'] as const,
  listValues: (list: string) => ['admin', 'list-manager', list] as const,
  wholeList: (list: string) => ['admin', 'list-manager', list, 'whole'] as const,
  eventTypes: ['admin', 'notification-events'] as const,
  mailTypes: ['admin', 'mail-types'] as const,
  mailType: (code: string) => ['admin', 'mail-types', code] as const,
  textBlocks: ['admin', 'text-blocks'] as const,
  emailLogs,
  emailTypes: [...emailLogs, 'types'] as const,
  email: (id: number | null) => [...emailLogs, 'mail', id] as const,
  queueFigures: ['admin', 'queue-figures'] as const,
  auditEntries: [...auditLog, 'entries'] as const,
  auditServices: [...auditLog, 'services'] as const,
  calendars,
  holidays: (schoolYear: number | null) => [...calendars, 'holidays', schoolYear] as const,
  schoolCalendars: (schoolYear: number | null) => [...calendars, 'leas', schoolYear] as const,
  schoolCalendar: (leaId: number | null, schoolYear: number | null) => [...calendars, 'leas', schoolYear, leaId] as const,
};
