/** Early Childhood Outcomes' contract: `@portal/shared-contracts/eco`. */
export * from './app';
export * from './permissions';
export * from './outcome-category';
export * from './rating-rules';
export * from './eco-messages';
export * from './child-rules';
export * from './settings-rules';
export * from '../schemas/eco';
export * from '../schemas/eco-children';
export * from '../schemas/eco-settings';
export * from './child-list-columns';
export * from '../schemas/eco-b7-trend';
