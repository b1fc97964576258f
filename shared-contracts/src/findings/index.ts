/** The findings and corrective-plan engine shared by restraint, dispute and monitoring: `@portal/shared-contracts/findings`. */
export * from './permissions';
export * from './rules';
export * from './schemas';
export * from './messages';
