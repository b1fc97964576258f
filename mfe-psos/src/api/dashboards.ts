import type { DistrictDashboard, StateTracking, VendorDashboard } from '@portal/shared-contracts/psos';
import { http } from '@portal/shared-contracts/sdk';

/** The three dashboards of psos.md ("Dashboards"); state tracking's and the vendor's also as files (format=). */
export const STATE_TRACKING_PATH = 'psos/dashboards/state-tracking';
export const VENDOR_DASHBOARD_PATH = 'psos/dashboards/vendor';

export const fetchStateTracking = (collectionId: number) =>
  http.get(STATE_TRACKING_PATH, { searchParams: { collectionId } }).json<StateTracking>();
export const fetchDistrictDashboard = (collectionId: number, leaId: number) =>
  http.get('psos/dashboards/district', { searchParams: { collectionId, leaId } }).json<DistrictDashboard>();
/** A vendor's user reads their own vendor's (no vendorId); state users name the vendor. */
export const fetchVendorDashboard = (collectionId: number, vendorId: number | null) =>
  http
    .get(VENDOR_DASHBOARD_PATH, { searchParams: vendorId === null ? { collectionId } : { collectionId, vendorId } })
    .json<VendorDashboard>();
