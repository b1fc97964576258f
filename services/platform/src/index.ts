export { services } from './registry';
export { migrateAndSeed, startRefusals } from './prepare';
export { runServicesInProcess, type RunningService } from './run-in-process';
