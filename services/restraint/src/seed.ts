import type { Insertable } from 'kysely';
import { addDays } from '@portal/day-count';
import { loadSeedDirectory, seededRandom, type SeededRandom, type ServiceContext } from '@portal/service-kit';
import type { IncidentStudentsTable, IncidentsTable, InterventionsTable, RestraintDb } from './db';
import type { IncidentInjuriesTable, IncidentNoticesTable, IncidentStaffTable } from './incidents/tables';
import { syncIncidentNumbers } from './incidents/numbering';

const SEED = 0x5e57a1;
const SEED_YEARS = [2024, 2025, 2026, 2027];
/** Incidents of earlier years are all finalized; this year's are partly still drafts. */
const CURRENT_YEAR = 2027;
/** This year's incidents end before the seed's today, so none is in the future. */
const CURRENT_YEAR_LAST_DAY = '2026-11-20';
/** Students per LEA who ever appear in an incident; small, so some reach a 3rd and 5th report. */
const ROSTER_SIZE = 40;
/** Staff per LEA who ever apply or watch a restraint; some let their yearly training lapse. */
const STAFF_SIZE = 8;
const HOUR_MS = 3_600_000;

/** Private schools (NRS 394); their incidents belong to the state-level district. */
const PRIVATE_SCHOOLS = [
  { code: 'PS001', name: 'Sierra Nevada Academy' },
  { code: 'PS002', name: 'Great Basin Christian School' },
  { code: 'PS003', name: 'Truckee Meadows Montessori' },
];
const jobTitles = ['Teacher', 'Paraprofessional', 'Behavior Specialist', 'School Psychologist', 'Assistant Principal'];

const locations = ['Classroom', 'Hallway', 'Cafeteria', 'Playground', 'Bus', 'Gym', 'Office'];
const behaviors = [
  'Hit a peer repeatedly after a transition',
  'Ran toward the parking lot',
  'Threw chairs across the classroom',
  'Bit a staff member during instruction',
  'Banged head against the wall',
];
const categories = ['AUT', 'ED', 'ID', 'LD', 'OHI', 'SLI', 'MD'];
const races = ['HISPANIC', 'AMERICAN_INDIAN', 'ASIAN', 'BLACK', 'PACIFIC_ISLANDER', 'WHITE', 'TWO_OR_MORE'];
const reasons = ['HARM_OTHERS', 'HARM_SELF', 'PROPERTY'] as const;

type RosterStudent = Omit<Insertable<IncidentStudentsTable>, 'incident_id' | 'grade'> & { birthYear: number };
type SeedIntervention = Omit<Insertable<InterventionsTable>, 'incident_student_id'>;

function rosterFor(rng: SeededRandom, key: string): RosterStudent[] {
  return Array.from({ length: ROSTER_SIZE }, (_, i) => {
    const { firstName, lastName } = rng.person();
    const birthDate = rng.dateBetween('2008-09-01', '2020-08-31');
    const idea = rng.chance(0.8);
    return {
      state_student_id: `${key}${String(i + 1).padStart(6, '0')}`,
      first_name: firstName,
      last_name: lastName,
      birth_date: birthDate,
      birthYear: Number(birthDate.slice(0, 4)),
      disability_status: idea ? 'IDEA' : rng.pick(['504', 'NONE'] as const),
      disability_category: idea ? rng.pick(categories) : null,
      sex: rng.pick(['F', 'M']),
      race_ethnicity: rng.pick(races),
      english_learner: rng.chance(0.12),
      has_iep: idea,
      has_behavior_plan: rng.chance(0.5),
    };
  });
}

/** Grade in the school year from the birth year (kindergarten at 5); outside K-12 is PK or UG. */
function gradeIn(schoolYear: number, birthYear: number): string {
  const grade = schoolYear - 1 - birthYear - 5;
  if (grade < 0) return 'PK';
  if (grade === 0) return 'KG';
  return grade > 12 ? 'UG' : String(grade).padStart(2, '0');
}

function intervention(rng: SeededRandom, date: string): SeedIntervention {
  const type = rng.pick(['PHYSICAL', 'PHYSICAL', 'PHYSICAL', 'PHYSICAL', 'MECHANICAL', 'AVERSIVE']);
  const start = new Date(`${date}T${String(rng.int(15, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`);
  const emergency = type === 'AVERSIVE' ? null : rng.chance(0.9);
  return {
    intervention_type: type,
    aversive_subtype: type === 'AVERSIVE' ? rng.int(1, 10) : null,
    start_at: start,
    end_at: new Date(start.getTime() + rng.int(1, 45) * 60_000),
    emergency,
    emergency_reason: emergency ? rng.pick(reasons) : null,
    hold_or_device: type === 'MECHANICAL' ? 'Adaptive restraint chair' : type === 'PHYSICAL' ? 'Two-person standing hold' : null,
    medical_order: type === 'MECHANICAL' ? rng.chance(0.7) : null,
    release_checks: type === 'MECHANICAL' ? rng.chance(0.8) : null,
  };
}

type WithoutIncident<T> = Omit<Insertable<T>, 'incident_id'>;
type StaffMember = Pick<Insertable<IncidentStaffTable>, 'staff_id' | 'name' | 'job_title'>;

interface SeedIncident {
  row: Insertable<IncidentsTable>;
  students: { row: Omit<Insertable<IncidentStudentsTable>, 'incident_id'>; interventions: SeedIntervention[] }[];
  staff: WithoutIncident<IncidentStaffTable>[];
  injuries: WithoutIncident<IncidentInjuriesTable>[];
  notices: WithoutIncident<IncidentNoticesTable>[];
}

/** Where an incident happened: an LEA's school, or a private school under the state-level district. */
interface SeedPlace {
  leaId: number;
  schoolIds: number[];
  privateSchoolId: number | null;
  /** Prefix of the place's local incident ids. */
  localPrefix: string;
}

function staffFor(rng: SeededRandom, key: string): StaffMember[] {
  return Array.from({ length: STAFF_SIZE }, (_, i) => {
    const { firstName, lastName } = rng.person();
    return { staff_id: `${key}-E${String(i + 1).padStart(3, '0')}`, name: `${firstName} ${lastName}`, job_title: rng.pick(jobTitles) };
  });
}

/** Who applied the restraint and who watched, each trained some months before (more than 12 now and then). */
function staffOf(rng: SeededRandom, pool: StaffMember[], incidentDate: string): WithoutIncident<IncidentStaffTable>[] {
  const first = rng.int(0, pool.length - 2);
  const trained = () => addDays(incidentDate, -rng.int(20, rng.chance(0.1) ? 500 : 330));
  const members: WithoutIncident<IncidentStaffTable>[] = [{ ...pool[first]!, role: 'APPLIED', last_training_date: trained() }];
  if (rng.chance(0.6))
    members.push({ ...pool[first + 1]!, role: rng.pick(['OBSERVED', 'MONITORED'] as const), last_training_date: trained() });
  return members;
}

/** The parent told of each student, mostly within the day; the board told once, now and then after 24 hours. */
function noticesOf(rng: SeededRandom, students: SeedIncident['students']): WithoutIncident<IncidentNoticesTable>[] {
  const start = Math.min(...students.flatMap((s) => s.interventions.map((v) => new Date(v.start_at as Date).getTime())));
  const after = (hours: number) => new Date(start + hours * HOUR_MS);
  return [
    ...students.map((s) => ({
      recipient: 'PARENT' as const,
      state_student_id: s.row.state_student_id,
      method: rng.pick(['PHONE', 'EMAIL', 'IN_PERSON', 'LETTER'] as const),
      sent_at: after(rng.int(1, rng.chance(0.1) ? 60 : 20)),
    })),
    {
      recipient: 'BOARD' as const,
      state_student_id: null,
      method: 'EMAIL' as const,
      sent_at: after(rng.int(2, rng.chance(0.1) ? 40 : 22)),
    },
  ];
}

/** One incident at `place` with its students as given; the place, dates, staff, injuries and notices drawn from `rng`. */
function seedIncident(
  rng: SeededRandom,
  place: SeedPlace,
  pool: StaffMember[],
  incident: {
    schoolYear: number;
    incidentNumber: number;
    localIncidentId: string;
    incidentDate: string;
    finalized: boolean;
    students: SeedIncident['students'];
  },
): SeedIncident {
  const { schoolYear, incidentNumber, localIncidentId, incidentDate, finalized, students } = incident;
  const injured = rng.chance(0.1) ? students[0]!.row.state_student_id : null;
  return {
    row: {
      incident_number: `RAI-${String(schoolYear % 100).padStart(2, '0')}-${String(incidentNumber).padStart(5, '0')}`,
      lea_id: place.leaId,
      school_id: place.privateSchoolId === null ? rng.pick(place.schoolIds) : null,
      private_school_id: place.privateSchoolId,
      school_year: schoolYear,
      local_incident_id: localIncidentId,
      incident_date: incidentDate,
      discovered_date: rng.chance(0.05) ? addDays(incidentDate, rng.int(1, 3)) : null,
      record_filed_date: addDays(incidentDate, rng.pick([0, 0, 0, 1, 1, 3])),
      location: rng.pick(locations),
      behavior: rng.pick(behaviors),
      deescalation: 'Verbal redirection and offered a break',
      police_involved: rng.chance(0.05),
      status: finalized ? 'Finalized' : 'Draft',
      finalized_at: finalized ? `${incidentDate}T23:30:00Z` : null,
    },
    students,
    staff: staffOf(rng, pool, incidentDate),
    injuries: injured
      ? [
          {
            person: 'STUDENT' as const,
            state_student_id: injured,
            name: null,
            description: 'Bruise on the forearm',
            treatment: 'Ice pack from the school nurse',
          },
        ]
      : [],
    notices: noticesOf(rng, students),
  };
}

function incidentsFor(
  rng: SeededRandom,
  place: SeedPlace,
  roster: RosterStudent[],
  pool: StaffMember[],
  schoolYear: number,
  numbers: { last: number },
  count: number,
): SeedIncident[] {
  return Array.from({ length: count }, (_, i) => {
    const incidentDate =
      schoolYear === CURRENT_YEAR ? rng.dateBetween(`${schoolYear - 1}-07-01`, CURRENT_YEAR_LAST_DAY) : rng.dateInSchoolYear(schoolYear);
    const finalized = schoolYear < CURRENT_YEAR || rng.chance(0.6);
    const involved = rng.chance(0.15) ? 2 : 1;
    const first = rng.int(0, roster.length - involved);
    const students = roster.slice(first, first + involved).map(({ birthYear, ...student }) => ({
      row: { ...student, grade: gradeIn(schoolYear, birthYear) },
      interventions: Array.from({ length: rng.int(1, 2) }, () => intervention(rng, incidentDate)),
    }));
    return seedIncident(rng, place, pool, {
      schoolYear,
      incidentNumber: ++numbers.last,
      localIncidentId: `${place.localPrefix}${schoolYear}-${String(i + 1).padStart(4, '0')}`,
      incidentDate,
      finalized,
      students,
    });
  });
}

/**
 * The demo district's first pupil restrained (physical, an emergency) in five finalized incidents of
 * this year, three weeks apart: a student at a 5th report, with the follow-ups of the 3rd and 5th.
 * Its own random stream, so every other demo incident stays as it was.
 */
const REPEAT_DATES = ['2026-08-24', '2026-09-14', '2026-10-05', '2026-10-26', '2026-11-16'];
function repeatedStudentIncidents(
  place: SeedPlace,
  roster: RosterStudent[],
  pool: StaffMember[],
  numbers: { last: number },
): SeedIncident[] {
  const rng = seededRandom(SEED + 5);
  const { birthYear, ...student } = roster[0]!;
  return REPEAT_DATES.map((incidentDate, i) => {
    const start = new Date(`${incidentDate}T17:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`);
    const restraint: SeedIntervention = {
      intervention_type: 'PHYSICAL',
      aversive_subtype: null,
      start_at: start,
      end_at: new Date(start.getTime() + rng.int(3, 15) * 60_000),
      emergency: true,
      emergency_reason: rng.pick(reasons),
      hold_or_device: 'Two-person standing hold',
      medical_order: null,
      release_checks: null,
    };
    return seedIncident(rng, place, pool, {
      schoolYear: CURRENT_YEAR,
      incidentNumber: ++numbers.last,
      localIncidentId: `R${CURRENT_YEAR}-${String(i + 1).padStart(4, '0')}`,
      incidentDate,
      finalized: true,
      students: [{ row: { ...student, grade: gradeIn(CURRENT_YEAR, birthYear) }, interventions: [restraint] }],
    });
  });
}

async function insertIncidents(db: RestraintDb, incidents: SeedIncident[]): Promise<void> {
  const incidentIds = await db
    .insertInto('incidents')
    .values(incidents.map((i) => i.row))
    .returning(['id', 'incident_number'])
    .execute();
  const idOfIncident = new Map(incidentIds.map((r) => [r.incident_number, r.id]));
  const students = incidents.flatMap((i) => i.students.map((s) => ({ ...s, incidentId: idOfIncident.get(i.row.incident_number)! })));
  const studentIds = await db
    .insertInto('incident_students')
    .values(students.map((s) => ({ ...s.row, incident_id: s.incidentId })))
    .returning(['id', 'incident_id', 'state_student_id'])
    .execute();
  const idOfStudent = new Map(studentIds.map((r) => [`${r.incident_id}:${r.state_student_id}`, r.id]));
  await db
    .insertInto('interventions')
    .values(
      students.flatMap((s) =>
        s.interventions.map((v) => ({ ...v, incident_student_id: idOfStudent.get(`${s.incidentId}:${s.row.state_student_id}`)! })),
      ),
    )
    .execute();
  const withIncident = <T>(pick: (i: SeedIncident) => T[]) =>
    incidents.flatMap((i) => pick(i).map((row) => ({ ...row, incident_id: idOfIncident.get(i.row.incident_number)! })));
  await db
    .insertInto('incident_staff')
    .values(withIncident((i) => i.staff))
    .execute();
  const injuries = withIncident((i) => i.injuries);
  if (injuries.length) await db.insertInto('incident_injuries').values(injuries).execute();
  await db
    .insertInto('incident_notices')
    .values(withIncident((i) => i.notices))
    .execute();
}

/**
 * Demo incidents for every district and charter and three private schools, 2023-2024 to 2026-2027,
 * with staff, injuries and notices, and a student of the first district (the demo district users')
 * at a 5th report this year; does nothing once incidents exist.
 */
export async function seedRestraint(ctx: ServiceContext<RestraintDb>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('incidents').select('id').limit(1).executeTakeFirst()) return;

  const { leaIds, schoolIdsOf, schoolYears } = await loadSeedDirectory(db, SEED_YEARS);
  const stateLea = await db
    .selectFrom('directory.leas')
    .select('id')
    .where('is_nde_level_district', '=', true)
    .orderBy('id')
    .executeTakeFirst();

  const rng = seededRandom(SEED);
  const places: { place: SeedPlace; roster: RosterStudent[]; pool: StaffMember[]; perYear: [number, number] }[] = leaIds
    .filter((leaId) => schoolIdsOf(leaId).length > 0)
    .map((leaId) => ({
      place: { leaId, schoolIds: schoolIdsOf(leaId), privateSchoolId: null, localPrefix: 'L' },
      roster: rosterFor(rng, String(leaId)),
      pool: staffFor(rng, String(leaId)),
      perYear: [5, 30],
    }));
  await db.transaction().execute(async (trx) => {
    if (stateLea) {
      const privateSchools = await trx.insertInto('private_schools').values(PRIVATE_SCHOOLS).returning(['id', 'code']).execute();
      for (const school of privateSchools)
        places.push({
          place: { leaId: stateLea.id, schoolIds: [], privateSchoolId: school.id, localPrefix: `${school.code}-` },
          roster: rosterFor(rng, school.code),
          pool: staffFor(rng, school.code),
          perYear: [2, 6],
        });
    }
    for (const schoolYear of schoolYears) {
      const numbers = { last: 0 };
      for (const { place, roster, pool, perYear } of places) {
        // One place-year per statement keeps every insert far below PostgreSQL's parameter limit.
        await insertIncidents(trx, incidentsFor(rng, place, roster, pool, schoolYear, numbers, rng.int(...perYear)));
      }
      const demoDistrict = places[0];
      if (schoolYear === CURRENT_YEAR && demoDistrict)
        await insertIncidents(trx, repeatedStudentIncidents(demoDistrict.place, demoDistrict.roster, demoDistrict.pool, numbers));
    }
    await syncIncidentNumbers(trx);
  });
}
