/** Administration's contract: `@portal/shared-contracts/admin`. */
export * from './app';
export * from '../user-admin-rules';
export * from '../directory-rules';
export * from '../list-manager';
export * from '../notification-admin-rules';
export * from '../notification-admin-messages';
export * from '../schemas/user-admin';
export * from '../schemas/role-admin';
export * from '../schemas/leas';
export * from '../schemas/schools';
export * from '../schemas/lists';
export * from '../schemas/lookup-lists';
export * from '../schemas/audit-log';
export * from '../schemas/notification-admin';
export * from '../schemas/text-blocks';
