/**
 * The shell SDK without its antd pages: session store, HTTP client, session and account calls.
 * The host's sign-in area imports this entry, not the shared `@portal/shared-contracts/sdk`,
 * because consuming that shared module loads what its pages need (antd, react-query) before
 * the sign-in page can paint. Both entries are the same modules of the host's build, so the
 * store the sign-in pages write is the one the remotes read through the shared SDK: the host
 * loads its own copy of that before any remote is registered, and loaded-first keeps it.
 */
export * from './storage';
export * from './jwt';
export * from './session-store';
export * from './errors';
export * from './http';
export * from './busy-overlay';
export * from './version-mismatch';
export * from './context-change';
export * from './contract';
export * from './hooks';
export * from './session-api';
export * from './auth-api';
export * from './notifications-api';
