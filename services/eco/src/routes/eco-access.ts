import { appById } from '@portal/shared-contracts';
import type { RouteAccess } from '@portal/service-kit';

const ECO_MODULE = appById('eco').permissions;

/** What an ECO route asks: any one of `permissions`, and ECO's module access, as the shell's route check asks both. */
export const ecoAccess = (...permissions: string[]): { access: RouteAccess } => ({ access: { permissions, module: ECO_MODULE } });
