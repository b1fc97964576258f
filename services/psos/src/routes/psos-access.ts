import { appById } from '@portal/shared-contracts';
import type { RouteAccess } from '@portal/service-kit';

const PSOS_MODULE = appById('psos').permissions;

/** What a PSOS route asks: any one of `permissions`, and the module access, as the shell's route check asks both. */
export const psosAccess = (...permissions: string[]): { access: RouteAccess } => ({ access: { permissions, module: PSOS_MODULE } });
