import { DEFAULT_PAGE_SIZE, permissionCatalogue, type Page } from '@portal/shared-contracts';
import { type PermissionEntry, type PermissionListQuery } from '@portal/shared-contracts/admin';

// The catalogue is code, not rows (shared-contracts' permissions), so its list is searched,
// sorted and paged here rather than in a query.

const collator = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });
const entries: readonly PermissionEntry[] = permissionCatalogue.map(({ name, value, groupName, description }) => ({
  name,
  value,
  groupName,
  description,
}));

/** The Permissions List's rows the query matches, sorted case-insensitively (by group by default), the value breaking ties. */
export function matchingPermissions(params: PermissionListQuery): PermissionEntry[] {
  const search = params.search?.trim().toLowerCase();
  const field = params.sortField ?? 'groupName';
  const direction = params.sortField && params.sortDirection === 'desc' ? -1 : 1;
  return entries
    .filter((entry) => !params.groupName || entry.groupName === params.groupName)
    .filter(
      (entry) =>
        !search || [entry.name, entry.value, entry.groupName, entry.description].some((text) => text.toLowerCase().includes(search)),
    )
    .sort((a, b) => direction * (collator.compare(a[field], b[field]) || collator.compare(a.value, b.value)));
}

export function permissionPage(params: PermissionListQuery): Page<PermissionEntry> {
  const pageNumber = params.pageNumber ?? 1;
  const pageSize = params.pageSize ?? DEFAULT_PAGE_SIZE;
  const matching = matchingPermissions(params);
  return { items: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalCount: matching.length, pageNumber, pageSize };
}
