export * from './queue';
export * from './outbox';
export * from './outbox-relay';
export * from './mail-body';
export * from './link-secret';
export * from './mail-template';
