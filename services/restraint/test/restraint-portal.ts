import type { IncidentFields } from '@portal/shared-contracts/restraint';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import type { RestraintDb } from '../src/db';

export const DISTRICT_USER = 'districtuser@example.org';
export const DISTRICT_ADMIN = 'districtadmin@example.org';
export const STATE_USER = 'stateuser@example.org';
export const REQUESTER = 'requester@example.org';

/** What the restraint tests share: one portal per file, the district user's LEA and another, and calls as a demo user. */
export interface RestraintPortal {
  readonly portal: TestPortal;
  readonly db: RestraintDb;
  /** The district user's LEA and one of its schools. */
  readonly homeLea: number;
  readonly homeSchool: number;
  /** A district or charter the district user does not belong to, and one of its schools. */
  readonly otherLea: number;
  readonly otherSchool: number;
  call(method: string, url: string, options?: { user?: string; payload?: unknown; schoolYear?: number | null }): Promise<TestResponse>;
  /** An incident of the district user's school on 10 September 2025: a physical restraint without an emergency; `over` overrides. */
  incident(over?: Partial<IncidentFields>): IncidentFields;
}

let sequence = 0;

/**
 * Starts the portal before the file's tests and closes it after them; `mail` runs the notification
 * worker too, so the events and mail the service raises arrive where a user would see them.
 */
export function useRestraintPortal(options: { mail?: boolean } = {}): RestraintPortal {
  let portal: TestPortal;
  let homeLea: number;
  let homeSchool: number;
  let otherLea: number;
  let otherSchool: number;

  beforeAll(async () => {
    portal = await startTestPortal(options);
    const me = await portal.inject({
      method: 'GET',
      url: '/api/account/users/me',
      headers: { authorization: `Bearer ${await portal.tokenFor(DISTRICT_USER)}` },
    });
    homeLea = me.json().leaId;
    const firstSchool = async (leaId: number) =>
      (await portal.db.selectFrom('directory.schools').select('id').where('lea_id', '=', leaId).orderBy('id').executeTakeFirstOrThrow()).id;
    homeSchool = await firstSchool(homeLea);
    const other = await portal.db
      .selectFrom('directory.leas as l')
      .select('l.id')
      .where('l.id', '<>', homeLea)
      .where('l.is_nde_level_district', '=', false)
      .where((eb) => eb.exists(eb.selectFrom('directory.schools as s').select('s.id').whereRef('s.lea_id', '=', 'l.id')))
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    otherLea = other.id;
    otherSchool = await firstSchool(otherLea);
  }, 120_000);
  afterAll(() => portal?.close());

  return {
    get portal() {
      return portal;
    },
    get db() {
      return portal.db.withSchema('restraint') as unknown as RestraintDb;
    },
    get homeLea() {
      return homeLea;
    },
    get homeSchool() {
      return homeSchool;
    },
    get otherLea() {
      return otherLea;
    },
    get otherSchool() {
      return otherSchool;
    },
    async call(method, url, { user = DISTRICT_USER, payload, schoolYear = 2026 } = {}) {
      const headers: Record<string, string> = { authorization: `Bearer ${await portal.tokenFor(user)}` };
      if (schoolYear !== null) headers.activeschoolyear = String(schoolYear);
      return portal.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    },
    incident(over = {}) {
      sequence += 1;
      return {
        leaId: homeLea,
        schoolId: homeSchool,
        localIncidentId: `T-${process.pid}-${sequence}`,
        incidentDate: '2025-09-10',
        discoveredDate: null,
        location: 'Classroom',
        setting: null,
        antecedent: 'Transition to math',
        behavior: 'Hit a peer',
        deescalation: 'Offered a break',
        consequence: null,
        policeInvolved: false,
        arrest: false,
        students: [
          {
            stateStudentId: `TS${process.pid}${sequence}`,
            firstName: 'Robin',
            lastName: 'Testpupil',
            birthDate: '2014-02-03',
            grade: '06',
            disabilityStatus: 'IDEA',
            disabilityCategory: 'AUT',
            sex: 'F',
            raceEthnicity: null,
            englishLearner: false,
            hasIep: true,
            hasBehaviorPlan: false,
            interventions: [
              {
                type: 'PHYSICAL',
                aversiveSubtype: null,
                startAt: '2025-09-10T10:00:00-07:00',
                endAt: '2025-09-10T10:07:00-07:00',
                emergency: false,
                emergencyReason: null,
                holdOrDevice: 'Two-person standing hold',
                medicalOrder: null,
                releaseChecks: null,
                staffTrained: null,
              },
            ],
          },
        ],
        staff: [{ staffId: 'E100', name: 'Pat Teacher', jobTitle: 'Teacher', role: 'APPLIED', lastTrainingDate: '2025-01-15' }],
        injuries: [],
        notices: [
          { recipient: 'PARENT', stateStudentId: `TS${process.pid}${sequence}`, method: 'PHONE', sentAt: '2025-09-10T15:00:00-07:00' },
        ],
        ...over,
      };
    },
  };
}
