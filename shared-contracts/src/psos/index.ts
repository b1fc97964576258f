/** Post-School Outcomes Survey's contract: `@portal/shared-contracts/psos`. */
export * from './app';
export * from './permissions';
