export * from './config';
export * from './db';
export * from './keys';
export * from './errors';
export * from './service';
export * from './build-service';
export * from './run-service';
export { parseLeaHeader, type Principal, type RouteAccess } from './plugins/auth';
