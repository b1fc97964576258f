import { Modules, permissionCatalogue } from '@portal/shared-contracts';

/** The permission catalogue grouped by its groupName, for a picker (a type's audience, a message's). */
export const permissionOptions = Object.values(Modules).map((group) => ({
  label: group,
  options: permissionCatalogue
    .filter((p) => p.groupName === group)
    .map((p) => ({ value: p.value as string, label: p.value as string, title: p.description })),
}));
