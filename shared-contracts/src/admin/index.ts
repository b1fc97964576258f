/** Administration's contract: `@portal/shared-contracts/admin`. */
export * from './app';
export * from './user-schemas';
export * from './user-rules';
export * from './user-list-columns';
export * from './role-schemas';
export * from './lea-schemas';
export * from './school-schemas';
export * from './directory-rules';
export * from './lookup-list-schemas';
export * from './lookup-list-columns';
export * from './list-manager-rules';
export * from './audit-log-schemas';
export * from './audit-log-columns';
export * from './notification-admin-schemas';
export * from './email-log-columns';
export * from './notification-admin-rules';
export * from './notification-admin-messages';
