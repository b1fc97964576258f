import { Type, type Static } from 'typebox';
import { Modules } from '../permissions';
import { PATH_PARAM_MAX_LENGTH } from '../schemas/common';
import { listQuery, pageOf, PagePathParams } from '../schemas/lists';

// Lengths and permissions are checked by roleFieldErrors (user-admin-rules.ts), in spec 5's words.

/** A role as Manage Roles shows it. */
export const RoleRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  permissions: Type.Array(Type.String()),
  /** How many users hold it. */
  userCount: Type.Integer(),
  /** One of spec 6's roles, which the portal's code names: it cannot be deleted or renamed. */
  builtIn: Type.Boolean(),
  /** Whether the caller holds every permission of the role, so may give, take, change or delete it. */
  assignable: Type.Boolean(),
});
export type RoleRecord = Static<typeof RoleRecord>;

export const RoleSortFields = ['name', 'description', 'userCount'] as const;

/** GET api/roles: searched by name and description. */
export const RoleListQuery = listQuery(RoleSortFields, {});
export type RoleListQuery = Static<typeof RoleListQuery>;

export const RolePage = pageOf(RoleRecord);

/** GET api/roles/{search}/{pageNumber}/{pageSize}: the roles whose name contains the search. */
export const RoleSearchPageParams = Type.Object({
  search: Type.String({ minLength: 1, maxLength: PATH_PARAM_MAX_LENGTH }),
  ...PagePathParams.properties,
});
export type RoleSearchPageParams = Static<typeof RoleSearchPageParams>;

/** Its query: the sort only, the search and the page being in the path. */
export const RoleSortQuery = Type.Pick(RoleListQuery, ['sortField', 'sortDirection'], { additionalProperties: false });
export type RoleSortQuery = Static<typeof RoleSortQuery>;

const roleFields = {
  name: Type.String(),
  description: Type.String(),
  permissions: Type.Array(Type.String(), { maxItems: 500, uniqueItems: true }),
};

/** POST api/roles. */
export const CreateRoleRequest = Type.Object(roleFields, { additionalProperties: false });
export type CreateRoleRequest = Static<typeof CreateRoleRequest>;

/** PUT api/roles: the whole role, named by its id. */
export const UpdateRoleRequest = Type.Object({ id: Type.Integer({ minimum: 1 }), ...roleFields }, { additionalProperties: false });
export type UpdateRoleRequest = Static<typeof UpdateRoleRequest>;

/**
 * DELETE api/roles/{id}: a role that users hold is deleted only when the call says what becomes
 * of them: `reassignTo` gives them another role instead, `unassign=true` takes it away.
 */
export const DeleteRoleQuery = Type.Object(
  {
    reassignTo: Type.Optional(Type.Integer({ minimum: 1 })),
    unassign: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DeleteRoleQuery = Static<typeof DeleteRoleQuery>;

/** A row of the Permissions List (spec 3: name, value, groupName, description). */
export const PermissionEntry = Type.Object({
  name: Type.String(),
  value: Type.String(),
  groupName: Type.String(),
  description: Type.String(),
});
export type PermissionEntry = Static<typeof PermissionEntry>;

export const PermissionSortFields = ['name', 'value', 'groupName', 'description'] as const;

/** GET api/account/permissions: searched by any of its texts, filtered by group. */
export const PermissionListQuery = listQuery(PermissionSortFields, {
  groupName: Type.Optional(Type.Union(Object.values(Modules).map((m) => Type.Literal(m)))),
});
export type PermissionListQuery = Static<typeof PermissionListQuery>;

export const PermissionPage = pageOf(PermissionEntry);
