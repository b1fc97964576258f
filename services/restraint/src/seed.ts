import type { Insertable } from 'kysely';
import { loadSeedDirectory, seededRandom, type SeededRandom, type ServiceContext } from '@portal/service-kit';
import type { IncidentStudentsTable, IncidentsTable, InterventionsTable, RestraintDb } from './db';
import { syncIncidentNumbers } from './incidents/numbering';

const SEED = 0x5e57a1;
const SEED_YEARS = [2024, 2025, 2026, 2027];
/** Incidents of earlier years are all finalized; this year's are partly still drafts. */
const CURRENT_YEAR = 2027;
/** Students per LEA who ever appear in an incident; small, so some reach a 3rd and 5th report. */
const ROSTER_SIZE = 40;

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

function rosterFor(rng: SeededRandom, leaId: number): RosterStudent[] {
  return Array.from({ length: ROSTER_SIZE }, (_, i) => {
    const { firstName, lastName } = rng.person();
    const birthDate = rng.dateBetween('2008-09-01', '2020-08-31');
    const idea = rng.chance(0.8);
    return {
      state_student_id: `${leaId}${String(i + 1).padStart(6, '0')}`,
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

interface SeedIncident {
  row: Insertable<IncidentsTable>;
  students: { row: Omit<Insertable<IncidentStudentsTable>, 'incident_id'>; interventions: SeedIntervention[] }[];
}

function incidentsFor(
  rng: SeededRandom,
  leaId: number,
  schoolIds: number[],
  roster: RosterStudent[],
  schoolYear: number,
  numbers: { last: number },
): SeedIncident[] {
  return Array.from({ length: rng.int(5, 30) }, (_, i) => {
    const incidentDate = rng.dateInSchoolYear(schoolYear);
    const finalized = schoolYear < CURRENT_YEAR || rng.chance(0.6);
    const involved = rng.chance(0.15) ? 2 : 1;
    const first = rng.int(0, roster.length - involved);
    return {
      row: {
        incident_number: `RAI-${String(schoolYear % 100).padStart(2, '0')}-${String(++numbers.last).padStart(5, '0')}`,
        lea_id: leaId,
        school_id: rng.pick(schoolIds),
        school_year: schoolYear,
        local_incident_id: `L${schoolYear}-${String(i + 1).padStart(4, '0')}`,
        incident_date: incidentDate,
        location: rng.pick(locations),
        behavior: rng.pick(behaviors),
        deescalation: 'Verbal redirection and offered a break',
        police_involved: rng.chance(0.05),
        status: finalized ? 'Finalized' : 'Draft',
        finalized_at: finalized ? `${incidentDate}T23:30:00Z` : null,
      },
      students: roster.slice(first, first + involved).map(({ birthYear, ...student }) => ({
        row: { ...student, grade: gradeIn(schoolYear, birthYear) },
        interventions: Array.from({ length: rng.int(1, 2) }, () => intervention(rng, incidentDate)),
      })),
    };
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
}

/** Demo incidents for every district and charter, 2023-2024 to 2026-2027; does nothing once incidents exist. */
export async function seedRestraint(ctx: ServiceContext<RestraintDb>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('incidents').select('id').limit(1).executeTakeFirst()) return;

  const { leaIds, schoolIdsOf, schoolYears } = await loadSeedDirectory(db, SEED_YEARS);

  const rng = seededRandom(SEED);
  const rosters = new Map(leaIds.map((leaId) => [leaId, rosterFor(rng, leaId)]));
  await db.transaction().execute(async (trx) => {
    for (const schoolYear of schoolYears) {
      const numbers = { last: 0 };
      for (const leaId of leaIds) {
        const schoolIds = schoolIdsOf(leaId);
        if (schoolIds.length === 0) continue;
        // One LEA-year per statement keeps every insert far below PostgreSQL's parameter limit.
        await insertIncidents(trx, incidentsFor(rng, leaId, schoolIds, rosters.get(leaId)!, schoolYear, numbers));
      }
    }
    await syncIncidentNumbers(trx);
  });
}
