import type { Assignment, B14Report, ListStatus, SurveyStatus } from '@portal/shared-contracts/psos';
import { http } from '@portal/shared-contracts/sdk';

/*
 * The three dashboards of psos.md ("Dashboards"). Requested of the psos service; the shapes below
 * are the ones asked for. Percents at full precision, null where psos.md says N/A.
 */

/** Survey status counts of the target youth; the six add up to T. */
export type StatusCounts = Record<SurveyStatus, number>;

/**
 * GET api/psos/district-dashboard?collectionId=&leaId= (district dashboard view; the LEA the
 * caller's, else the selected one): verification progress = (Confirmed + Excluded) / L; attempts per
 * contacted youth = attempts / (T - Not contacted); the LEA's B14 figures (interim categories,
 * B14A/B/C, subgroup rates and representativeness).
 */
export interface DistrictDashboard {
  collectionId: number;
  leaId: number;
  leaCode: string;
  leaName: string;
  listStatus: ListStatus;
  assignment: Assignment;
  vendorName: string | null;
  listed: number;
  pending: number;
  confirmed: number;
  excluded: number;
  verificationProgress: number | null;
  statuses: StatusCounts;
  attempts: number;
  attemptsPerContacted: number | null;
  b14: B14Report;
}

/** One row of state tracking: an LEA's (the state's sums with leaId null, its rates from the sums). */
export interface StateTrackingRow {
  leaId: number | null;
  leaCode: string;
  leaName: string;
  listStatus: ListStatus | null;
  assignment: Assignment | null;
  vendorName: string | null;
  listed: number;
  pending: number;
  excluded: number;
  target: number;
  completed: number;
  refused: number;
  unreachable: number;
  incomplete: number;
  inProgress: number;
  notContacted: number;
  attempts: number;
  rawRate: number | null;
  adjustedRate: number | null;
  /** Youth of this LEA's list whose state student id is on another LEA's list too, neither excluded. */
  duplicates: number;
}

/** GET api/psos/state-tracking?collectionId= (tracking view; format=csv|xlsx for the file of the same columns). */
export interface StateTracking {
  collectionId: number;
  schoolYear: number;
  leas: StateTrackingRow[];
  state: StateTrackingRow;
}

/** A vendor's figures in one LEA, or in total (leaId null). */
export interface VendorDashboardRow {
  leaId: number | null;
  leaCode: string;
  leaName: string;
  youth: number;
  completed: number;
  refused: number;
  unreachable: number;
  incomplete: number;
  inProgress: number;
  notContacted: number;
  attempts: number;
  attemptsToday: number;
  /** Youth whose latest outcome is WRONG_NUMBER, DISCONNECTED or UNDELIVERABLE. */
  badContact: number;
  attemptsPerComplete: number | null;
}

/** Completes and attempts of one interviewer on one day. */
export interface InterviewerDay {
  userName: string;
  day: string;
  completes: number;
  attempts: number;
}

/**
 * GET api/psos/vendor-dashboard?collectionId=&vendorId= (vendor dashboard view): a vendor's user
 * gets their own vendor's, whatever vendorId says; state users name the vendor.
 */
export interface VendorDashboard {
  collectionId: number;
  vendorId: number;
  vendorName: string;
  leas: VendorDashboardRow[];
  total: VendorDashboardRow;
  interviewers: InterviewerDay[];
}

export const STATE_TRACKING_PATH = 'psos/state-tracking';

export const fetchDistrictDashboard = (collectionId: number, leaId: number) =>
  http.get('psos/district-dashboard', { searchParams: { collectionId, leaId } }).json<DistrictDashboard>();
export const fetchStateTracking = (collectionId: number) =>
  http.get(STATE_TRACKING_PATH, { searchParams: { collectionId } }).json<StateTracking>();
export const fetchVendorDashboard = (collectionId: number, vendorId: number | null) =>
  http
    .get('psos/vendor-dashboard', { searchParams: vendorId === null ? { collectionId } : { collectionId, vendorId } })
    .json<VendorDashboard>();
