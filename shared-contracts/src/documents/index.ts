/** Documents with versioned approval, shared by restraint, dispute and monitoring: `@portal/shared-contracts/documents`. */
export * from './owners';
export * from './schemas';
export * from './messages';
