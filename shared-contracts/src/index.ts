export * from './permissions';
export * from './roles';
export * from './routes';
export * from './menu';
export * from './constants';
export * from './school-year';
export * from './claims';
export * from './schemas';
