import type { ImportState } from '@portal/shared-contracts';
import type { CollectionSummary, StudentListImportResult } from '@portal/shared-contracts/psos';
import { eventually } from '@portal/service-kit/testing';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import type { PsosDb } from '../src/db';

export const DISTRICT_USER = 'districtuser@example.org';
export const DISTRICT_ADMIN = 'districtadmin@example.org';
export const STATE_USER = 'stateuser@example.org';
export const VENDOR_USER = 'vendor@example.org';
export const REQUESTER = 'requester@example.org';

/** The demo collections: 2023-2024 Closed, 2024-2025 Open, 2025-2026 Draft. */
export const CLOSED_YEAR = 2024;
export const OPEN_YEAR = 2025;
export const DRAFT_YEAR = 2026;

export interface PsosPortal {
  readonly portal: TestPortal;
  /** The psos schema, as the test's superuser. */
  readonly db: PsosDb;
  /** The district accounts' LEA (Adams, 01-1000). */
  readonly homeLea: number;
  call(
    method: string,
    url: string,
    options?: { user?: string; payload?: unknown; schoolYear?: number | null; leaId?: number | null },
  ): Promise<TestResponse>;
  /** The collection of a demo school year. */
  collection(schoolYear: number): Promise<CollectionSummary>;
  /** Uploads a list file as the page does, then polls the import to its end; its report. */
  importList(file: string, query: string, user?: string): Promise<StudentListImportResult>;
}

/** Starts the portal before the file's tests and closes it after them. */
export function usePsosPortal(options: { mail?: boolean } = {}): PsosPortal {
  let portal: TestPortal;
  let homeLea: number;

  beforeAll(async () => {
    portal = await startTestPortal(options);
    homeLea = (await portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', '01-1000').executeTakeFirstOrThrow())
      .id as number;
  }, 120_000);
  afterAll(() => portal?.close());

  const fixture: PsosPortal = {
    get portal() {
      return portal;
    },
    get db() {
      return portal.db.withSchema('psos') as unknown as PsosDb;
    },
    get homeLea() {
      return homeLea;
    },
    async call(method, url, { user = DISTRICT_USER, payload, schoolYear = OPEN_YEAR, leaId = null } = {}) {
      const headers: Record<string, string> = { authorization: `Bearer ${await portal.tokenFor(user)}` };
      if (schoolYear !== null) headers.activeschoolyear = String(schoolYear);
      if (leaId !== null) headers.currentleaid = String(leaId);
      return portal.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    },
    async collection(schoolYear) {
      const res = await fixture.call('GET', '/api/psos/collections', { user: STATE_USER });
      expect(res.statusCode).toBe(200);
      return (res.json() as CollectionSummary[]).find((c) => c.schoolYear === schoolYear)!;
    },
    async importList(file, query, user = DISTRICT_USER) {
      const data = new FormData();
      data.append('file', new Blob([file], { type: 'text/csv' }), 'leavers.csv');
      const res = await portal.inject({
        method: 'POST',
        url: `/api/psos/student-lists/imports?${query}`,
        headers: { authorization: `Bearer ${await portal.tokenFor(user)}` },
        payload: data,
      });
      expect([res.statusCode, res.body]).toEqual([202, expect.any(String)]);
      const id = res.json().id as string;
      const state = await eventually(async () => {
        const polled = await portal.inject({
          url: `/api/psos/student-lists/imports/${id}`,
          headers: { authorization: `Bearer ${await portal.tokenFor(user)}` },
        });
        const body = polled.json() as ImportState<StudentListImportResult>;
        return body.status === 'done' || body.status === 'failed' ? body : undefined;
      }, `import ${id}`);
      expect(state.error ?? null).toBeNull();
      return state.result!;
    },
  };
  return fixture;
}

/** psos.md's list columns in an order of their own and mixed case: the upload reads them by name. */
export const LIST_HEADER = [
  'LEACODE',
  'stateStudentId',
  'lastName',
  'firstName',
  'birthDate',
  'exitDate',
  'exitReason',
  'disabilityCategory',
  'sex',
  'raceEthnicity',
  'englishLearner',
  'phone',
  'schoolCode',
];

export type ListRow = Partial<Record<string, string>>;

/** A leaver of Adams who graduated in May 2026 (collection 2025-2026); `over` changes any column. */
export const leaver = (stateStudentId: string, over: ListRow = {}): ListRow => ({
  leaCode: '01-1000',
  stateStudentId,
  lastName: 'Listed',
  firstName: `Youth ${stateStudentId}`,
  birthDate: '2007-04-02',
  exitDate: '2026-05-29',
  exitReason: 'GRADUATED',
  disabilityCategory: 'LD',
  sex: 'F',
  raceEthnicity: 'WHITE',
  englishLearner: 'N',
  phone: '(402) 555-0101',
  schoolCode: '01-1000-003',
  ...over,
});

const cell = (row: ListRow, column: string) => Object.entries(row).find(([key]) => key.toLowerCase() === column.toLowerCase())?.[1] ?? '';

export const listFile = (rows: ListRow[], header: readonly string[] = LIST_HEADER): string =>
  [header.join(','), ...rows.map((row) => header.map((column) => cell(row, column)).join(','))].join('\r\n');
