import { sql } from 'kysely';
import { maskedName, type IncidentListItem, type IncidentListQuery, type IncidentViewTier } from '@portal/shared-contracts/restraint';
import { containsPattern, type Actor, type AnySelect, type GroupedSort, type ListSpec } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { incidentVisibleTo } from './access';

interface ListedStudent {
  stateStudentId: string;
  firstName: string;
  lastName: string;
}

/** What a row shows beyond its keys: read for the rows of the page alone (see incidentListQuery). */
interface ListedDetails {
  number: string;
  localIncidentId: string;
  status: IncidentListItem['status'];
  leaName: string;
  schoolName: string | null;
  incidentDate: string;
  updatedAt: string;
  students: ListedStudent[];
  interventionTypes: string[];
}

interface SchoolGroup {
  schoolId: number | null;
  privateSchoolId: number | null;
}

/**
 * A state-wide year sorted by school: the schools and private schools by name from the directory,
 * the incidents of the first ones counted from their index until the page is reached, and only
 * the incidents of the schools holding the page sorted, not the year's 50,000.
 */
const bySchool = (db: RestraintDb): GroupedSort<SchoolGroup> => ({
  async groups(direction) {
    const order = direction === 'desc' ? sql`desc` : sql`asc`;
    const { rows } = await sql<SchoolGroup & { name: string }>`
      select id as "schoolId", null::integer as "privateSchoolId", name from directory.schools
      union all select null, id, name from restraint.private_schools
      order by name ${order}`.execute(db);
    return rows.map(({ name, ...group }) => ({ group, sortValue: name }));
  },
  async counts(query, groups) {
    const rows = await this.within(query, groups)
      .clearSelect()
      .clearOrderBy()
      .select(['i.school_id as schoolId', 'i.private_school_id as privateSchoolId', sql<number>`count(*)::int`.as('rows')])
      .groupBy(['i.school_id', 'i.private_school_id'])
      .execute();
    const counted = rows as (SchoolGroup & { rows: number })[];
    return groups.map((g) => counted.find((c) => c.schoolId === g.schoolId && c.privateSchoolId === g.privateSchoolId)?.rows ?? 0);
  },
  within<O>(query: AnySelect<O>, groups: SchoolGroup[]) {
    const schools = groups.flatMap((g) => (g.schoolId === null ? [] : [g.schoolId]));
    const privateSchools = groups.flatMap((g) => (g.privateSchoolId === null ? [] : [g.privateSchoolId]));
    return query.where((eb) =>
      eb.or([
        ...(schools.length ? [eb('i.school_id', 'in', schools)] : []),
        ...(privateSchools.length ? [eb('i.private_school_id', 'in', privateSchools)] : []),
      ]),
    );
  },
});

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

/** The list's pages: by school, school by school (every incident's school is in the directory or a private school). */
export const incidentPageSpec = (db: RestraintDb): ListSpec => ({
  ...incidentListSpec,
  groupedSorts: { schoolName: bySchool(db) as GroupedSort },
});

/**
 * The incidents the actor may see, filtered as the list asks. Without a search, one school year
 * (the query's, else the header's); a search by incident number or local incident id looks
 * across years: the incidents whose number or local id is the search (any case), from their btrees,
 * and only when there are none those holding it, from the trigram indexes.
 *
 * A state-wide year is 50,000 incidents, and a sort by the directory's names reads every one of
 * them (a page by school reads school by school, see bySchool). So the query itself names only
 * the keys, and the joins to the directory serve the sorts alone (PostgreSQL leaves out a left
 * join nothing names, and every incident's LEA and school are in the directory: a save and an
 * import check them). What a row shows comes from one look-up per row,
 * which PostgreSQL makes after the sort and the page's limit: for the 25 rows shown, not 50,000.
 */
export async function incidentListQuery(db: RestraintDb, actor: Actor, query: IncidentListQuery, headerYear: number | undefined) {
  let incidents = db
    .selectFrom('incidents as i')
    .leftJoin('directory.leas as l', 'l.id', 'i.lea_id')
    .leftJoin('directory.schools as s', 's.id', 'i.school_id')
    .leftJoin('private_schools as p', 'p.id', 'i.private_school_id')
    .select([
      'i.id',
      'i.lea_id as leaId',
      'i.school_id as schoolId',
      'i.private_school_id as privateSchoolId',
      'i.school_year as schoolYear',
      sql<ListedDetails>`(select json_build_object(
          'number', x.incident_number, 'localIncidentId', x.local_incident_id, 'status', x.status,
          'leaName', (select dl.name from directory.leas dl where dl.id = x.lea_id),
          'schoolName', coalesce((select ds.name from directory.schools ds where ds.id = x.school_id),
                                 (select dp.name from restraint.private_schools dp where dp.id = x.private_school_id)),
          'incidentDate', x.incident_date::text, 'updatedAt', x.updated_at,
          'students', (select coalesce(json_agg(json_build_object('stateStudentId', st.state_student_id,
              'firstName', st.first_name, 'lastName', st.last_name) order by st.id), '[]'::json)
            from restraint.incident_students st where st.incident_id = x.id),
          'interventionTypes', array(select distinct v.intervention_type from restraint.interventions v
            join restraint.incident_students st on st.id = v.incident_student_id where st.incident_id = x.id order by 1))
        from restraint.incidents x where x.id = i.id)`.as('details'),
    ])
    .where(incidentVisibleTo(actor));
  const search = query.search?.trim();
  const year = query.schoolYear ?? (search ? undefined : headerYear);
  if (year !== undefined) incidents = incidents.where('i.school_year', '=', year);
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
  if (search) {
    const number = sql.ref('i.incident_number');
    const localId = sql.ref('i.local_incident_id');
    const exact = incidents.where(sql<boolean>`(lower(${number}) = lower(${search}) or lower(${localId}) = lower(${search}))`);
    const found = await exact
      .clearSelect()
      .select(sql<number>`1`.as('found'))
      .limit(1)
      .executeTakeFirst();
    const pattern = containsPattern(search);
    incidents = found
      ? exact
      : incidents.where(sql<boolean>`(lower(${number}) like lower(${pattern}) or lower(${localId}) like lower(${pattern}))`);
  }
  return incidents;
}

type ListedRow = Pick<IncidentListItem, 'id' | 'leaId' | 'schoolId' | 'privateSchoolId' | 'schoolYear'> & { details: ListedDetails };

/** A row as the list answers it: student names in full with violation view details, else masked. */
export const listItemFor =
  (tier: IncidentViewTier) =>
  ({ details: { students, updatedAt, ...details }, ...keys }: ListedRow): IncidentListItem => ({
    ...keys,
    ...details,
    updatedAt: new Date(updatedAt).toISOString(),
    students: students.map((s) => ({
      stateStudentId: s.stateStudentId,
      name: tier === 'details' ? `${s.lastName}, ${s.firstName}` : maskedName(s.firstName, s.lastName),
    })),
  });
