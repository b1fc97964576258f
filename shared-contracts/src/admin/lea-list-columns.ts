import type { TableColumn } from '../downloads';
import type { LeaListItem, LeaUser } from './lea-schemas';
import { yesNo } from './yes-no';

/** Manage LEAs' columns, as its table and its CSV and .xlsx show them; keys are the sort fields where they sort. */
export const leaListColumns: readonly TableColumn<LeaListItem>[] = [
  { key: 'name', header: 'Name', value: (l) => l.name },
  { key: 'leaCode', header: 'LEA Code', value: (l) => l.leaCode },
  { key: 'group', header: 'Group', value: (l) => l.group },
  { key: 'externalDistrictId', header: 'External District ID', value: (l) => l.externalDistrictId },
  { key: 'city', header: 'City', value: (l) => l.city },
  { key: 'county', header: 'County', value: (l) => l.county },
  { key: 'contactEmail', header: 'Contact Email', value: (l) => l.contactEmail },
  { key: 'isNdeLevelDistrict', header: 'State-level District', value: (l) => yesNo(l.isNdeLevelDistrict) },
  {
    key: 'isStateSponsoredCharterAuthority',
    header: 'State-sponsored Charter Authority',
    value: (l) => yesNo(l.isStateSponsoredCharterAuthority),
  },
  { key: 'schoolCount', header: 'Schools', kind: 'number', value: (l) => l.schoolCount },
  { key: 'userCount', header: 'Users', kind: 'number', value: (l) => l.userCount },
];

/** The columns of an LEA's users, as the dialog's table and its files show them; keys are the sort fields where they sort. */
export const leaUserColumns: readonly TableColumn<LeaUser>[] = [
  { key: 'fullName', header: 'Full Name', value: (u) => u.fullName },
  { key: 'email', header: 'Email', value: (u) => u.email },
  { key: 'jobTitle', header: 'Job Title', value: (u) => u.jobTitle },
  { key: 'enabled', header: 'Enabled', value: (u) => yesNo(u.enabled) },
  { key: 'roles', header: 'Roles', value: (u) => u.roles.join(', ') },
];
