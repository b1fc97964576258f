import type { B7Trend } from '@portal/shared-contracts/eco';
import type { B7Report } from '@portal/shared-contracts/eco';
import { http } from '@portal/shared-contracts/sdk';

/** Indicator B7 for the school year of the header: one LEA's, or without leaId the state's for whoever may see it. */
export const fetchB7Report = (leaId: number | null) =>
  http.get('eco/reports/b7', { searchParams: leaId === null ? {} : { leaId } }).json<B7Report>();

/** Each outcome's summary statements in the prior school years and the header's, for the same scope. */
export const fetchB7Trend = (leaId: number | null) =>
  http.get('eco/reports/b7/trend', { searchParams: leaId === null ? {} : { leaId } }).json<B7Trend>();
