import type { FastifyRequest } from 'fastify';
import { hasAnyPermission } from '@portal/shared-contracts';
import { unauthorized } from './errors';
import type { Principal } from './plugins/auth';

/**
 * Who does a piece of work, as plain data: what domain code needs of the caller, without the
 * request. A job (an import) carries it to the worker, which has no request.
 */
export interface Actor {
  userId: number;
  userName: string;
  sessionId: string | null;
  ip: string;
  leaIds: number[];
  /** App.data.allleas: may work in any LEA. */
  allLeas: boolean;
  permissions: string[];
}

/** Whether the actor holds any one of `required`: the check a route's access rule makes, for domain code. */
export const actorCan = (actor: Pick<Actor, 'permissions'>, required: readonly string[]): boolean =>
  hasAnyPermission(new Set(actor.permissions), required);

/** The caller of a signed-in request; a route calls it once and passes the actor down. */
export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  return {
    userId: principal.userId,
    userName: principal.userName,
    sessionId: request.user?.sid ?? null,
    ip: request.ip,
    leaIds: principal.leaIds,
    allLeas: principal.allLeas,
    permissions: permissionListOf(principal),
  };
}

// One sorted list per principal, shared by the requests of one remembered token (never changed:
// it is frozen), so what is worked out from an actor's grants can be kept with the list.
const permissionLists = new WeakMap<Principal, string[]>();

function permissionListOf(principal: Principal): string[] {
  let list = permissionLists.get(principal);
  if (!list) {
    list = Object.freeze([...principal.permissions].sort()) as string[];
    permissionLists.set(principal, list);
  }
  return list;
}
