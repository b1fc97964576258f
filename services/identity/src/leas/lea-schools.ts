import { sql } from 'kysely';
import { type LeaSchool } from '@portal/shared-contracts/admin';
import type { DirectoryDb } from './directory-tables';

/** An LEA's schools by name, as pickers and Manage LEAs list them. */
export function schoolsOfLea(db: DirectoryDb, leaId: number): Promise<LeaSchool[]> {
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'external_school_id as externalSchoolId'])
    .where('lea_id', '=', leaId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}
