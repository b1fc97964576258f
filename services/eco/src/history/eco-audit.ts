import type { FastifyRequest } from 'fastify';
import { actorOf, recordAudit, type Actor, type AnyDb, type AuditRecord } from '@portal/service-kit';
import type { EcoDb } from '../db';

/** Who did it: the request of a route, or the actor a job (an import) carries. */
export type EcoDoer = FastifyRequest | Actor;

export const actorOfDoer = (doer: EcoDoer): Actor => ('userId' in doer ? doer : actorOf(doer));

/**
 * Adds an entry to eco's audit trail for what `doer` did; who and from where come from it. Give it
 * the transaction of the change, so both commit or neither does.
 */
export async function recordEcoAudit(
  db: EcoDb,
  doer: EcoDoer,
  entry: Omit<AuditRecord, 'actorUserId' | 'sessionId' | 'ip'>,
): Promise<void> {
  const actor = actorOfDoer(doer);
  await recordAudit(db as AnyDb, { ...entry, actorUserId: actor.userId, sessionId: actor.sessionId, ip: actor.ip });
}
