export { services } from './registry';
export { migrateAndSeed, startRefusals } from './prepare';
export { runServicesInProcess, type RunningService } from './run-in-process';
export { databaseRoleNames, grantServiceRoles, setUpDatabaseRoles, type DatabaseRoleNames, type LoginRole } from './database-roles';
export { runDemoAfterStart, type DemoAfterStartDeps } from './demo-after-start';
