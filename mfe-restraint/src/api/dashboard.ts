import type { RestraintDashboard, RestraintStateTracking } from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

/** The dashboard's figures: one LEA, or every LEA the user may see when `leaId` is null. */
export const fetchDashboard = (leaId: number | null) =>
  http.get('restraint/dashboard', { searchParams: leaId === null ? {} : { leaId } }).json<RestraintDashboard>();

export const STATE_TRACKING_PATH = 'restraint/state-tracking';

export const fetchStateTracking = () => http.get(STATE_TRACKING_PATH).json<RestraintStateTracking>();
