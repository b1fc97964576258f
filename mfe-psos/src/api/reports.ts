import type { B14Report } from '@portal/shared-contracts/psos';
import { http } from '@portal/shared-contracts/sdk';

export const B14_PATH = 'psos/reports/b14';

/** The B14 report of a collection: one LEA's, or without leaId the state's (every LEA needed). */
export const fetchB14Report = (collectionId: number, leaId: number | null) =>
  http.get(B14_PATH, { searchParams: leaId === null ? { collectionId } : { collectionId, leaId } }).json<B14Report>();
