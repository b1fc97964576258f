import type { Page } from '@portal/shared-contracts';
import type { ManagedUser, UserListItem } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** How many users a search offers at once: a name or address narrows it further. */
const SEARCH_PAGE_SIZE = 25;

/** Users by name, e-mail or user name (identity's Manage Users list; users view). */
export const searchUsers = (search: string) =>
  http.get('account/users', { searchParams: { search, pageSize: SEARCH_PAGE_SIZE, sortField: 'fullName' } }).json<Page<UserListItem>>();

export const fetchUser = (id: number) => http.get(`account/users/${id}`).json<ManagedUser>();
