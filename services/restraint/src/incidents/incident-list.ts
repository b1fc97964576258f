import { sql } from 'kysely';
import { maskedName, type IncidentListItem, type IncidentListQuery, type IncidentViewTier } from '@portal/shared-contracts/restraint';
import { containsPattern, type Actor, type ListSpec } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { incidentVisibleTo } from './access';

interface ListedStudent {
  stateStudentId: string;
  firstName: string;
  lastName: string;
}

export const incidentListSpec: ListSpec = {
  sortColumns: {
    number: 'i.incident_number',
    incidentDate: 'i.incident_date',
    localIncidentId: 'i.local_incident_id',
    status: 'i.status',
    schoolName: sql`coalesce(s.name, p.name)`,
    leaName: 'l.name',
    updatedAt: 'i.updated_at',
  },
  defaultSort: { field: 'incidentDate', direction: 'desc' },
  tieBreaker: 'i.id',
};

/**
 * The incidents the actor may see, filtered as the list asks. Without a search, one school year
 * (the query's, else the header's); a search by incident number or local incident id looks
 * across years.
 */
export function incidentListQuery(db: RestraintDb, actor: Actor, query: IncidentListQuery, headerYear: number | undefined) {
  // Every incident's LEA is in the directory (a save and an import check it): left joins return the
  // same rows and leave the list's count to the incidents alone (migration 0013's index).
  let incidents = db
    .selectFrom('incidents as i')
    .leftJoin('directory.leas as l', 'l.id', 'i.lea_id')
    .leftJoin('directory.schools as s', 's.id', 'i.school_id')
    .leftJoin('private_schools as p', 'p.id', 'i.private_school_id')
    .select([
      'i.id',
      'i.incident_number as number',
      'i.local_incident_id as localIncidentId',
      'i.status',
      'i.lea_id as leaId',
      sql<string>`l.name`.as('leaName'),
      'i.school_id as schoolId',
      sql<string | null>`coalesce(s.name, p.name)`.as('schoolName'),
      'i.private_school_id as privateSchoolId',
      'i.school_year as schoolYear',
      sql<string>`i.incident_date::text`.as('incidentDate'),
      sql<ListedStudent[]>`(select coalesce(json_agg(json_build_object('stateStudentId', st.state_student_id,
        'firstName', st.first_name, 'lastName', st.last_name) order by st.id), '[]'::json)
        from restraint.incident_students st where st.incident_id = i.id)`.as('students'),
      sql<string[]>`array(select distinct v.intervention_type from restraint.interventions v
        join restraint.incident_students st on st.id = v.incident_student_id where st.incident_id = i.id order by 1)`.as(
        'interventionTypes',
      ),
      'i.updated_at as updatedAt',
    ])
    .where(incidentVisibleTo(actor));
  const search = query.search?.trim();
  const year = query.schoolYear ?? (search ? undefined : headerYear);
  if (year !== undefined) incidents = incidents.where('i.school_year', '=', year);
  if (search) {
    const pattern = containsPattern(search);
    incidents = incidents.where((eb) => eb.or([eb('i.incident_number', 'ilike', pattern), eb('i.local_incident_id', 'ilike', pattern)]));
  }
  if (query.status) incidents = incidents.where('i.status', '=', query.status);
  if (query.leaId) incidents = incidents.where('i.lea_id', '=', query.leaId);
  if (query.schoolId) incidents = incidents.where('i.school_id', '=', query.schoolId);
  if (query.privateSchoolId) incidents = incidents.where('i.private_school_id', '=', query.privateSchoolId);
  if (query.from) incidents = incidents.where('i.incident_date', '>=', sql<Date>`${query.from}::date`);
  if (query.to) incidents = incidents.where('i.incident_date', '<=', sql<Date>`${query.to}::date`);
  if (query.interventionType)
    incidents = incidents.where(
      sql<boolean>`exists (select 1 from restraint.interventions v join restraint.incident_students st on st.id = v.incident_student_id
        where st.incident_id = i.id and v.intervention_type = ${query.interventionType})`,
    );
  if (query.stateStudentId)
    incidents = incidents.where(
      sql<boolean>`exists (select 1 from restraint.incident_students st where st.incident_id = i.id and st.state_student_id = ${query.stateStudentId})`,
    );
  return incidents;
}

type ListedRow = Omit<IncidentListItem, 'students' | 'updatedAt'> & { students: ListedStudent[]; updatedAt: Date };

/** A row as the list answers it: student names in full with violation view details, else masked. */
export const listItemFor =
  (tier: IncidentViewTier) =>
  (row: ListedRow): IncidentListItem => ({
    ...row,
    updatedAt: new Date(row.updatedAt).toISOString(),
    students: row.students.map((s) => ({
      stateStudentId: s.stateStudentId,
      name: tier === 'details' ? `${s.lastName}, ${s.firstName}` : maskedName(s.firstName, s.lastName),
    })),
  });
