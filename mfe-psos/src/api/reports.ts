import type { B14Report, ContactMode, ContactOutcome } from '@portal/shared-contracts/psos';
import { http } from '@portal/shared-contracts/sdk';

export const B14_PATH = 'psos/reports/b14';

/** The B14 report of a collection: one LEA's, or without leaId the state's (every LEA needed). */
export const fetchB14Report = (collectionId: number, leaId: number | null) =>
  http.get(B14_PATH, { searchParams: leaId === null ? { collectionId } : { collectionId, leaId } }).json<B14Report>();

/**
 * GET api/psos/reports/effort?collectionId=&leaId= (reports view; no leaId: the state): the response
 * effort of psos.md's reports. Requested of the psos service; the shape below is the one asked for.
 */
export interface ResponseEffort {
  collectionId: number;
  leaId: number | null;
  byOutcome: Record<ContactOutcome, number>;
  byMode: Record<ContactMode, number>;
  byLea: { leaId: number; leaCode: string; leaName: string; attempts: number }[];
  byVendor: { vendorId: number | null; vendorName: string | null; attempts: number }[];
  byInterviewer: { userName: string; vendorName: string | null; attempts: number; completes: number }[];
  /** Attempts on Completed youth / R; null with no respondent. */
  attemptsPerRespondent: number | null;
}

export const fetchResponseEffort = (collectionId: number, leaId: number | null) =>
  http.get('psos/reports/effort', { searchParams: leaId === null ? { collectionId } : { collectionId, leaId } }).json<ResponseEffort>();
