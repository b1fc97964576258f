/** Early Childhood Outcomes' contract: `@portal/shared-contracts/eco`. */
export * from './app';
export * from './permissions';
export * from './outcome-category';
export * from './rating-rules';
export * from './eco-messages';
export * from './child-rules';
export * from './settings-rules';
export * from './schemas';
export * from './children-schemas';
export * from './settings-schemas';
export * from './settings-limits';
export * from './child-list-columns';
export * from './b7-trend-schemas';
export * from './record-conflicts';
