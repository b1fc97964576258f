/** Post-School Outcomes Survey's contract: `@portal/shared-contracts/psos`. */
export * from './app';
export * from './permissions';
export * from './codes';
export * from './instrument';
export * from './settings';
export * from './b14-category';
export * from './measures';
export * from './student-list-import';
export * from './messages';
export * from './schemas';
export * from './labels';
export * from './public-survey';
export * from './dashboards';
export * from './response-effort';
