// Test-only: a PSOS page at its route as the host mounts the remote, with the calls it makes faked over fetch.
import { jest } from '@jest/globals';
import { AppPermissions, type LeaSummary, type Page } from '@portal/shared-contracts';
import {
  DEFAULT_PSOS_SETTINGS,
  INSTRUMENT_VERSION_1,
  type InstrumentVersionRecord,
  PsosPermissions as P,
  type CollectionLea,
  type CollectionRecord,
  type YouthListItem,
  type YouthRecord,
} from '@portal/shared-contracts/psos';
import { installApi, renderRemoteRoute, type ApiCall, type ApiHandler } from '@portal/shared-contracts/testing';
import App from '../App';
import { appDefinition } from '../pages';

export const leas: LeaSummary[] = [
  { id: 1, name: 'State Department of Education', leaCode: '00-0000', isIncludedInCharterGroup: false, isNdeLevelDistrict: true },
  { id: 2, name: 'Adams Public Schools', leaCode: '01-1000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
  { id: 3, name: 'Baker County Schools', leaCode: '02-2000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
];
export const [stateLevel, adams, baker] = leas as [LeaSummary, LeaSummary, LeaSummary];

/** psos.md's district staff: their LEAs' lists and interviews, and the reports. */
export const districtUser: readonly string[] = [
  AppPermissions.LocalUser,
  P.Access,
  P.DistrictDashboardView,
  P.CollectionView,
  P.StudentListView,
  P.ReportsView,
];
/** A district administrator, who may also reset the district dashboard. */
export const districtAdmin: readonly string[] = [...districtUser, AppPermissions.LocalAdmin, P.DistrictDashboardReset];
/** State staff: every LEA, collection edit (open, close, build lists, interview any youth) and every view. */
export const stateUser: readonly string[] = [
  AppPermissions.StateUser,
  AppPermissions.AllLeas,
  P.Access,
  P.CollectionEdit,
  P.CollectionView,
  P.TrackingView,
  P.DistrictDashboardView,
  P.VendorDashboardView,
  P.StudentListView,
  P.SurveyListView,
  P.ReportsView,
];
/** A vendor's interviewer: only the vendor dashboard, and only the vendor's youth. */
export const vendorUser: readonly string[] = [P.Access, P.VendorDashboardView];

/** Renders the app at `/post-school-outcomes/{route}` for a user holding `permissions`, `currentLeaId` chosen (Adams). */
export const renderPsos = (route: string, permissions: readonly string[], currentLeaId = adams.id) =>
  renderRemoteRoute({ app: appDefinition, App, route, permissions, leas, currentLeaId });

/** A list call's answer: all of `items` on the page the call asked for. */
export const pageAnswer = <Row,>(items: Row[], call: ApiCall): Page<Row> => ({
  items,
  totalCount: items.length,
  pageNumber: Number(call.query.pageNumber),
  pageSize: Number(call.query.pageSize),
});

/** The collection of the test's school year (2026-2027, key 2027): Open, version 1, the default window. */
export const collectionRecord = (rest: Partial<CollectionRecord> = {}): CollectionRecord => ({
  id: 5,
  schoolYear: 2027,
  schoolYearLabel: '2026-2027',
  status: 'Open',
  windowStart: '2028-06-01',
  windowEnd: '2028-09-30',
  instrumentVersion: 1,
  verificationDueDate: null,
  settings: DEFAULT_PSOS_SETTINGS,
  openedAt: '2026-10-01T15:00:00.000Z',
  closedAt: null,
  reopenedAt: null,
  reopenReason: null,
  final: false,
  hasInterviews: false,
  ...rest,
});

export const collectionLea = (lea: LeaSummary, rest: Partial<CollectionLea> = {}): CollectionLea => ({
  leaId: lea.id,
  leaCode: lea.leaCode,
  leaName: lea.name,
  listStatus: 'InVerification',
  verifiedAt: null,
  assignment: 'District',
  vendorId: null,
  vendorName: null,
  listed: 3,
  pending: 1,
  confirmed: 1,
  excluded: 1,
  ...rest,
});

export const youthItem = (id: number, firstName: string, lastName: string, rest: Partial<YouthListItem> = {}): YouthListItem => ({
  id,
  stateStudentId: `S${1000 + id}`,
  leaId: adams.id,
  firstName,
  lastName,
  verification: 'Pending',
  exclusionReason: null,
  surveyStatus: 'NotContacted',
  category: null,
  assignment: 'District',
  vendorId: null,
  attempts: 0,
  lastOutcome: null,
  ...rest,
});

export const youthRecord = (item: YouthListItem, rest: Partial<YouthRecord> = {}): YouthRecord => ({
  ...item,
  collectionId: 5,
  schoolId: null,
  birthDate: '2008-03-14',
  exitDate: '2027-05-30',
  demographics: { exitReason: 'GRADUATED', disabilityCategory: 'LD', sex: 'F', raceEthnicity: 'HISPANIC', englishLearner: false },
  contact: {
    phone: '7755550101',
    altPhone: null,
    guardianPhone: '7755550102',
    guardianName: 'Maria Lopez',
    email: null,
    street: null,
    city: null,
    state: null,
    zip: null,
  },
  interview: null,
  ...rest,
});

/**
 * Fakes the services: `handler` first, then the collection of the year (`collection`; none with null);
 * anything else answers 404, as a text block nobody wrote. Returns every call made.
 */
export function installPsosApi(handler: ApiHandler, collection: CollectionRecord | null = collectionRecord()): ApiCall[] {
  return installApi(async (call) => {
    const answer = await handler(call);
    if (answer !== undefined) return answer;
    if (call.method === 'GET' && call.path === '/api/psos/collections') return collection ? [collection] : [];
    if (collection && call.method === 'GET' && call.path === `/api/psos/collections/${collection.id}`) return collection;
    return undefined;
  });
}

/** Version 1 of the instrument, Published, as GET api/psos/instrument-versions/1 answers it. */
export function instrumentVersion1(): InstrumentVersionRecord {
  const { HE, CE, OE, EMP } = INSTRUMENT_VERSION_1.derived;
  return {
    version: 1,
    status: 'Published',
    title: 'NTACT:C protocol',
    publishedAt: '2026-01-05T16:00:00.000Z',
    retiredAt: null,
    collections: [2027],
    questions: INSTRUMENT_VERSION_1.questions as InstrumentVersionRecord['questions'],
    mapping: { HE: HE!, CE: CE!, OE: OE!, EMP: EMP! },
  };
}

/** Catches the files a page saves (their names), as the browser would download them. */
export function savedFiles(): string[] {
  URL.createObjectURL = () => 'blob:psos';
  URL.revokeObjectURL = () => {};
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
