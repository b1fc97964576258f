/** Dispute Resolution's contract: `@portal/shared-contracts/dispute`. */
export * from './app';
export * from './permissions';
