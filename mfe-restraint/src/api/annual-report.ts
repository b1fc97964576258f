import type { AnnualEntry, AnnualMove, AnnualReport } from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

export const ANNUAL_REPORT_PATH = 'restraint/reports/annual';
export const ANNUAL_DOWNLOAD_PATH = 'restraint/reports/annual/download';

/** An LEA's annual report, or the state's compilation when `leaId` is null (all-LEA users). */
export const fetchAnnualReport = (leaId: number | null) =>
  http.get(ANNUAL_REPORT_PATH, { searchParams: leaId === null ? {} : { leaId } }).json<AnnualReport>();

export const saveAnnualEntry = (entry: AnnualEntry) => http.put(`${ANNUAL_REPORT_PATH}/schools`, { json: entry }).json<unknown>();

export const moveAnnualReport = (move: AnnualMove) => http.post(`${ANNUAL_REPORT_PATH}/moves`, { json: move }).json<unknown>();
