export * from './common';
export * from './auth';
export * from './directory';
export * from './account';
export * from './text-blocks';
export * from './notifications';
export * from './lists';
export * from './imports';
