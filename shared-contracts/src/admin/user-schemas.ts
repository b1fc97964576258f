import { Type, type Static } from 'typebox';
import { SessionUser } from '../schemas/directory';
import { listQuery, pageOf } from '../schemas/lists';

// Lengths and formats are checked by userFieldErrors (user-admin-rules.ts), which words them as
// spec 5 does; these schemas fix the shape.

const Id = Type.Integer({ minimum: 1 });
const NullableText = Type.Union([Type.String(), Type.Null()]);

/**
 * A user as an administrator edits it: the body of POST and PUT api/account/users, and the
 * document a PATCH's json-patch operations apply to (paths like /enabled, /roleIds/-).
 * Roles and LEAs are fields of the document, so giving a role is an edit like any other.
 */
export const UserDocument = Type.Object(
  {
    userName: Type.String(),
    email: Type.String(),
    fullName: Type.String(),
    jobTitle: NullableText,
    phoneNumber: NullableText,
    enabled: Type.Boolean(),
    roleIds: Type.Array(Id, { maxItems: 100, uniqueItems: true }),
    leaIds: Type.Array(Id, { maxItems: 2000, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type UserDocument = Static<typeof UserDocument>;

export const NamedRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedRef = Static<typeof NamedRef>;

/** GET api/account/users/{id}: the document, with the names of its roles and LEAs. */
export const ManagedUser = Type.Object({
  id: Type.Integer(),
  ...UserDocument.properties,
  emailVerified: Type.Boolean(),
  roles: Type.Array(NamedRef),
  leas: Type.Array(NamedRef),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ManagedUser = Static<typeof ManagedUser>;

/**
 * PUT and PATCH api/account/users/{id}'s answer: the user as saved, and the new address waiting for
 * its confirmation link, when the edit asked for one (the address changes only once it is opened).
 */
export const ManagedUserSaved = Type.Intersect([ManagedUser, Type.Object({ pendingEmail: Type.Optional(Type.String()) })]);
export type ManagedUserSaved = Static<typeof ManagedUserSaved>;

/** A row of Manage Users' list. */
export const UserListItem = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  jobTitle: NullableText,
  enabled: Type.Boolean(),
  roles: Type.Array(Type.String()),
  leas: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type UserListItem = Static<typeof UserListItem>;

export const UserSortFields = ['fullName', 'userName', 'email', 'jobTitle', 'enabled', 'createdAt'] as const;

/** GET api/account/users: searched by name, e-mail and user name; filtered by LEA, role and enabled. */
export const UserListQuery = listQuery(UserSortFields, {
  leaId: Type.Optional(Id),
  roleId: Type.Optional(Id),
  enabled: Type.Optional(Type.Boolean()),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserPage = pageOf(UserListItem);

/**
 * GET api/account/users/{pageNumber}/{pageSize} and api/account/jurisdiction/users/{pageNumber}/{pageSize}:
 * the list's search, sort and filters, the page being named by the path; one page, never a CSV.
 */
export const UserPathPageQuery = Type.Omit(UserListQuery, ['pageNumber', 'pageSize', 'format'], { additionalProperties: false });
export type UserPathPageQuery = Static<typeof UserPathPageQuery>;

/** GET api/account/lea/users/{leaId}: the list's query, the LEA being named by the path. */
export const LeaIdParams = Type.Object({ leaId: Id });
export type LeaIdParams = Static<typeof LeaIdParams>;
export const UsersOfLeaQuery = Type.Omit(UserListQuery, ['leaId'], { additionalProperties: false });
export type UsersOfLeaQuery = Static<typeof UsersOfLeaQuery>;

const { email, fullName, jobTitle, phoneNumber, userName, enabled, roleIds, leaIds } = UserDocument.properties;

/**
 * PUT api/account/users/me: a user's own personal fields. What only an administrator changes
 * (user name, enabled, roles, LEAs) may come along, as in a document read and sent back, but
 * only unchanged.
 */
export const OwnUserDocument = Type.Object(
  {
    email,
    fullName,
    jobTitle,
    phoneNumber,
    userName: Type.Optional(userName),
    enabled: Type.Optional(enabled),
    roleIds: Type.Optional(roleIds),
    leaIds: Type.Optional(leaIds),
    /** Needed only when the e-mail address changes. */
    currentPassword: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);
export type OwnUserDocument = Static<typeof OwnUserDocument>;

/** PUT api/account/users/me's answer: the user as saved, and the new address waiting for its confirmation link, if any. */
export const OwnUserSaved = Type.Intersect([SessionUser, Type.Object({ pendingEmail: Type.Optional(Type.String()) })]);
export type OwnUserSaved = Static<typeof OwnUserSaved>;

/** POST api/account/confirm-email: the secret of the link mailed to the new address. */
export const ConfirmEmailRequest = Type.Object({ token: Type.String({ maxLength: 512 }) }, { additionalProperties: false });
export type ConfirmEmailRequest = Static<typeof ConfirmEmailRequest>;

/** One json-patch operation (RFC 6902) of spec 7's PATCH: op, path, value, from. */
export const JsonPatchOperation = Type.Object(
  {
    op: Type.Union([
      Type.Literal('add'),
      Type.Literal('remove'),
      Type.Literal('replace'),
      Type.Literal('move'),
      Type.Literal('copy'),
      Type.Literal('test'),
    ]),
    path: Type.String({ maxLength: 200 }),
    value: Type.Optional(Type.Unknown()),
    from: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export const JsonPatch = Type.Array(JsonPatchOperation, { maxItems: 100 });
export type JsonPatch = Static<typeof JsonPatch>;

/** PUT api/account/admin/changeuser-password: an administrator sets another user's password. */
export const AdminChangePasswordRequest = Type.Object(
  { id: Id, newPassword: Type.String({ maxLength: 1024 }) },
  { additionalProperties: false },
);
export type AdminChangePasswordRequest = Static<typeof AdminChangePasswordRequest>;
