import { Roles, type RoleName } from '@portal/shared-contracts';
import { DEMO_ROLE_PSOS_VENDOR } from './role-permissions';

/** Every demo account signs in with this password (README lists them). */
export const DEMO_PASSWORD = 'Portal-Demo-2026!';

export interface DemoAccount {
  email: string;
  fullName: string;
  jobTitle: string | null;
  role: RoleName | typeof DEMO_ROLE_PSOS_VENDOR;
  /** 'state' = the state-level district; 'district' = the demo district; null = none. */
  lea: 'state' | 'district' | null;
}

/** The demo district both district accounts belong to. */
export const DEMO_DISTRICT_CODE = '01-1000';

export const demoAccounts: DemoAccount[] = [
  { email: 'siteadmin@example.org', fullName: 'Sam Siteadmin', jobTitle: 'Portal Administrator', role: Roles.SiteAdmin, lea: 'state' },
  { email: 'stateadmin@example.org', fullName: 'Avery Stateadmin', jobTitle: 'State Director', role: Roles.StateAdmin, lea: 'state' },
  { email: 'stateuser@example.org', fullName: 'Jordan Stateuser', jobTitle: 'Education Specialist', role: Roles.StateUser, lea: 'state' },
  {
    email: 'districtadmin@example.org',
    fullName: 'Morgan Districtadmin',
    jobTitle: 'Special Education Director',
    role: Roles.LocalAdmin,
    lea: 'district',
  },
  { email: 'districtuser@example.org', fullName: 'Casey Districtuser', jobTitle: null, role: Roles.LocalUser, lea: 'district' },
  { email: 'requester@example.org', fullName: 'Riley Requester', jobTitle: null, role: Roles.DisputePublicUser, lea: null },
  // A vendor's interviewer works on the youth assigned to the vendor in any LEA, so belongs to none (psos.md); PSOS names the vendor.
  { email: 'vendor@example.org', fullName: 'Val Vendor', jobTitle: 'Call Centre Interviewer', role: DEMO_ROLE_PSOS_VENDOR, lea: null },
];
