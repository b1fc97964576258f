import { appById } from '@portal/shared-contracts';
import type { RouteAccess } from '@portal/service-kit';

const RESTRAINT_MODULE = appById('restraint').permissions;

/** What a restraint route asks: any one of `permissions`, and the module access, as the shell's route check asks both. */
export const restraintAccess = (...permissions: string[]): { access: RouteAccess } => ({
  access: { permissions, module: RESTRAINT_MODULE },
});
