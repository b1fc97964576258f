import { sql, type RawBuilder } from 'kysely';
import {
  FINDING_PERMISSIONS,
  FINDING_SOURCES,
  FindingMessages,
  type FindingAction,
  type FindingSource,
} from '@portal/shared-contracts/findings';
import { actorCan, forbidden, type Actor } from '@portal/service-kit';

/** Whether the actor may take `action` on the source's findings and plans: the action's key and the application's own. */
export const mayActOn = (actor: Actor, source: FindingSource, action: FindingAction): boolean =>
  actorCan(actor, FINDING_PERMISSIONS[source].module) && actorCan(actor, FINDING_PERMISSIONS[source][action]);

export function assertMayActOn(actor: Actor, source: FindingSource, action: FindingAction): void {
  if (!mayActOn(actor, source, action)) throw forbidden(FindingMessages.notAllowed);
}

export const worksInLea = (actor: Actor, leaId: number): boolean => actor.allLeas || actor.leaIds.includes(leaId);

export function assertWorksInLea(actor: Actor, leaId: number): void {
  if (!worksInLea(actor, leaId)) throw forbidden(FindingMessages.leaNotYours);
}

/**
 * Which rows (aliased `alias`, with `source` and `lea_id`) the actor may see: the one rule the plan
 * list, a plan's record and its findings apply. Those of the sources whose records the actor may
 * view, in the LEAs the actor works in (every LEA with App.data.allleas).
 */
export function visibleTo(actor: Actor, alias: 'p' | 'f'): RawBuilder<boolean> {
  const sources = FINDING_SOURCES.filter((source) => mayActOn(actor, source, 'view'));
  if (sources.length === 0) return sql<boolean>`false`;
  const ofSources = sql<boolean>`${sql.ref(`${alias}.source`)} in (${sql.join(sources)})`;
  if (actor.allLeas) return ofSources;
  if (actor.leaIds.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${ofSources} and ${sql.ref(`${alias}.lea_id`)} in (${sql.join(actor.leaIds)})`;
}
