import type { Page } from '@portal/shared-contracts';
import type { UserListItem } from '@portal/shared-contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { PsosPermissions, type Vendor, type VendorFields, type VendorUser } from '@portal/shared-contracts/psos';
import { http, usePermissions } from '@portal/shared-contracts/sdk';
import { psosKeys } from './keys';

/** The contracted call centres. */
export const fetchVendors = () => http.get('psos/vendors').json<Vendor[]>();
export const createVendor = (fields: VendorFields) => http.post('psos/vendors', { json: fields, retry: 0 }).json<Vendor>();
export const updateVendor = (id: number, fields: VendorFields) => http.put(`psos/vendors/${id}`, { json: fields, retry: 0 }).json<Vendor>();
export const fetchVendorUsers = (vendorId: number) => http.get(`psos/vendors/${vendorId}/users`).json<VendorUser[]>();
/** The one vendor a user works for, or none (null): an administrator's change. */
export const setVendorOfUser = (userId: number, vendorId: number | null) =>
  http.put(`psos/vendor-users/${userId}`, { json: { vendorId }, retry: 0 });

/** Portal users found by name or e-mail (users view), to be given a vendor. */
export const searchUsers = (search: string) =>
  http.get('account/users', { searchParams: { search, pageNumber: 1, pageSize: 25, sortField: 'fullName' } }).json<Page<UserListItem>>();

/** Whether the user may read the vendors (collection view or edit). */
export function useMayReadVendors(): boolean {
  const held = usePermissions();
  return held.includes(PsosPermissions.CollectionView) || held.includes(PsosPermissions.CollectionEdit);
}

/** The vendors, for whoever may read them; none asked for otherwise. */
export function useVendors() {
  return useQuery({ queryKey: psosKeys.vendors, queryFn: fetchVendors, enabled: useMayReadVendors() });
}
