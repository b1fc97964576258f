import { sql } from 'kysely';
import { LeaGroups } from '@portal/shared-contracts';
import { type LeaGroup, type LeaListQuery, type LeaUserQuery } from '@portal/shared-contracts/admin';
import { containsPattern, type ListSpec } from '@portal/service-kit';
import type { DirectoryDb } from './directory-tables';
import { isMemberOf, memberCount, schoolCount } from './lea-members';

/** Manage LEAs' list: filtered as asked, sortable by the fields of LEA_SORT_FIELDS. */
export function leaListQuery(db: DirectoryDb, { search, group, isNdeLevelDistrict, isStateSponsoredCharterAuthority }: LeaListQuery) {
  const id = sql.ref<number>('l.id');
  return db
    .selectFrom('leas as l')
    .select([
      'l.id',
      'l.name',
      'l.lea_code as leaCode',
      sql<LeaGroup>`case when l.is_included_in_charter_group then ${LeaGroups.Charters} else ${LeaGroups.Districts} end`.as('group'),
      'l.external_district_id as externalDistrictId',
      'l.city',
      'l.county',
      'l.contact_email as contactEmail',
      'l.is_included_in_charter_group as isIncludedInCharterGroup',
      'l.is_nde_level_district as isNdeLevelDistrict',
      'l.is_state_sponsored_charter_authority as isStateSponsoredCharterAuthority',
      schoolCount(id).as('schoolCount'),
      memberCount(id).as('userCount'),
    ])
    .$if(Boolean(search?.trim()), (q) =>
      q.where((eb) => eb.or([eb('l.name', 'ilike', containsPattern(search!)), eb('l.lea_code', 'ilike', containsPattern(search!))])),
    )
    .$if(group !== undefined, (q) => q.where('l.is_included_in_charter_group', '=', group === LeaGroups.Charters))
    .$if(isNdeLevelDistrict !== undefined, (q) => q.where('l.is_nde_level_district', '=', isNdeLevelDistrict!))
    .$if(isStateSponsoredCharterAuthority !== undefined, (q) =>
      q.where('l.is_state_sponsored_charter_authority', '=', isStateSponsoredCharterAuthority!),
    );
}

// Text sorts ignore case (spec 2); the counts sort by their output names.
export const leaListSpec: ListSpec = {
  sortColumns: {
    name: sql`lower(l.name)`,
    leaCode: sql`lower(l.lea_code)`,
    externalDistrictId: sql`lower(l.external_district_id)`,
    city: sql`lower(l.city)`,
    county: sql`lower(l.county)`,
    schoolCount: 'schoolCount',
    userCount: 'userCount',
  },
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: 'l.id',
};

/** The users of one LEA, each with their roles, searched by name or e-mail. */
export function leaUserQuery(db: DirectoryDb, leaId: number, { search }: LeaUserQuery) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.full_name as fullName',
      'u.email',
      'u.job_title as jobTitle',
      'u.enabled',
      sql<
        string[]
      >`array(select r.name from identity.user_roles ur join identity.roles r on r.id = ur.role_id where ur.user_id = u.id order by r.name)`.as(
        'roles',
      ),
    ])
    .where(isMemberOf(leaId))
    .$if(Boolean(search?.trim()), (q) =>
      q.where((eb) => eb.or([eb('u.full_name', 'ilike', containsPattern(search!)), eb('u.email', 'ilike', containsPattern(search!))])),
    );
}

export const leaUserListSpec: ListSpec = {
  sortColumns: { fullName: sql`lower(u.full_name)`, email: sql`lower(u.email)`, jobTitle: sql`lower(u.job_title)`, enabled: 'u.enabled' },
  defaultSort: { field: 'fullName', direction: 'asc' },
  tieBreaker: 'u.id',
};
