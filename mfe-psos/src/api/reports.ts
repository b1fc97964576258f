import type { B14Report, ResponseEffort } from '@portal/shared-contracts/psos';
import { http } from '@portal/shared-contracts/sdk';

export const B14_PATH = 'psos/reports/b14';

/** The B14 report of a collection: one LEA's, or without leaId the state's (every LEA needed). */
export const fetchB14Report = (collectionId: number, leaId: number | null) =>
  http.get(B14_PATH, { searchParams: leaId === null ? { collectionId } : { collectionId, leaId } }).json<B14Report>();

/** GET api/psos/reports/effort?collectionId=&leaId= (reports view; no leaId: the state): the response effort of psos.md's reports. */
export const fetchResponseEffort = (collectionId: number, leaId: number | null) =>
  http.get('psos/reports/effort', { searchParams: leaId === null ? { collectionId } : { collectionId, leaId } }).json<ResponseEffort>();
