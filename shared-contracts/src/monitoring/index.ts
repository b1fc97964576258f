/** Monitoring's contract: `@portal/shared-contracts/monitoring`. */
export * from './app';
export * from './permissions';
