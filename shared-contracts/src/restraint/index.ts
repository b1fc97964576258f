/** Restraint & Aversive Intervention's contract: `@portal/shared-contracts/restraint`. */
export * from './app';
export * from './permissions';
export * from './schemas';
export * from './messages';
export * from './dashboard-schemas';
export * from './import';
export * from './reports';
export * from './rules';
export * from './incident-list-columns';
export * from './rule-packs';
export * from './settings';
export * from './violation-schemas';
