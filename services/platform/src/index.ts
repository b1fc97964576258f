export { services } from './registry';
export { migrateAndSeed } from './prepare';
export { runServicesInProcess, type RunningService } from './run-in-process';
