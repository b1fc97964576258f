import type { ChildFields } from '@portal/shared-contracts/eco';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import type { EcoDb } from '../src/db';

export const DISTRICT_USER = 'districtuser@example.org';
export const STATE_USER = 'stateuser@example.org';
export const STATE_ADMIN = 'stateadmin@example.org';
export const REQUESTER = 'requester@example.org';

/** What the ECO tests share: one portal per file, the district user's LEA and another, and calls as a demo user. */
export interface EcoPortal {
  readonly portal: TestPortal;
  readonly db: EcoDb;
  /** The district user's LEA and one of its schools. */
  readonly homeLea: number;
  readonly homeSchool: number;
  /** A district or charter the district user does not belong to. */
  readonly otherLea: number;
  /** `schoolYear` null leaves the activeschoolyear header out. */
  call(
    method: string,
    url: string,
    options?: { user?: string; payload?: unknown; leaId?: number; schoolYear?: number | null; headers?: Record<string, string> },
  ): Promise<TestResponse>;
  /** A child of the district user's LEA in the 2025-2026 program, created through the API; `fields` override. */
  createChild(fields?: Partial<ChildFields>, user?: string): Promise<TestResponse>;
}

let sequence = 0;

/** Starts the portal before the file's tests and closes it after them. */
export function useEcoPortal(): EcoPortal {
  let portal: TestPortal;
  let homeLea: number;
  let homeSchool: number;
  let otherLea: number;

  beforeAll(async () => {
    portal = await startTestPortal();
    const me = await portal.inject({
      method: 'GET',
      url: '/api/account/users/me',
      headers: { authorization: `Bearer ${await portal.tokenFor(DISTRICT_USER)}` },
    });
    homeLea = me.json().leaId;
    homeSchool = (
      await portal.db.selectFrom('directory.schools').select('id').where('lea_id', '=', homeLea).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const other = await portal.db
      .selectFrom('directory.leas')
      .select('id')
      .where('id', '<>', homeLea)
      .where('is_nde_level_district', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherLea = other.id;
  }, 120_000);
  afterAll(() => portal?.close());

  const fixture: EcoPortal = {
    get portal() {
      return portal;
    },
    get db() {
      return portal.db.withSchema('eco') as EcoDb;
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
    async call(method, url, { user = DISTRICT_USER, payload, leaId, schoolYear = 2026, headers: extra = {} } = {}) {
      const headers: Record<string, string> = { ...extra, authorization: `Bearer ${await portal.tokenFor(user)}` };
      if (schoolYear !== null) headers.activeschoolyear = String(schoolYear);
      if (leaId !== undefined) headers.currentleaid = String(leaId);
      return portal.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    },
    async createChild(fields = {}, user = DISTRICT_USER) {
      sequence += 1;
      const child: ChildFields = {
        stateStudentId: `T-${process.pid}-${sequence}`,
        firstName: 'Avery',
        lastName: `Testchild${sequence}`,
        birthDate: '2021-03-14',
        leaId: homeLea,
        schoolId: homeSchool,
        entryDate: '2025-09-02',
        exitDate: null,
        exitReason: null,
        sex: 'F',
        raceEthnicity: 'ASIAN',
        disabilityCategory: 'DD',
        ...fields,
      };
      return fixture.call('POST', '/api/eco/children', { user, payload: child });
    },
  };
  return fixture;
}
