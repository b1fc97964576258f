import { sql } from 'kysely';
import { type SchoolListQuery } from '@portal/shared-contracts/admin';
import { containsPattern, type ListSpec } from '@portal/service-kit';
import type { DirectoryDb } from '../leas/directory-tables';
import { schoolsWithLea } from './school-repository';

/**
 * Manage Schools' list: searched by school name or external id, one LEA's when asked. With
 * isOrderByParentField the schools come grouped by their LEA, by name, before the sort field orders
 * them within it (the list helper adds that order after this one).
 */
export function schoolListQuery(db: DirectoryDb, { search, leaId, isOrderByParentField }: SchoolListQuery) {
  return schoolsWithLea(db)
    .$if(Boolean(search?.trim()), (q) =>
      q.where((eb) =>
        eb.or([eb('s.name', 'ilike', containsPattern(search!)), eb('s.external_school_id', 'ilike', containsPattern(search!))]),
      ),
    )
    .$if(leaId !== undefined, (q) => q.where('s.lea_id', '=', leaId!))
    .$if(isOrderByParentField === true, (q) => q.orderBy(sql`lower(l.name)`).orderBy('l.id'));
}

export const schoolListSpec: ListSpec = {
  sortColumns: {
    name: sql`lower(s.name)`,
    externalSchoolId: sql`lower(s.external_school_id)`,
    leaName: sql`lower(l.name)`,
    leaCode: sql`lower(l.lea_code)`,
  },
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: 's.id',
};
