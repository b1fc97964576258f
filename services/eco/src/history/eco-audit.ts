import type { FastifyRequest } from 'fastify';
import { actorOf, recordAudits, type Actor, type AnyDb, type AuditRecord } from '@portal/service-kit';
import type { EcoDb } from '../db';

/** Who did it: the request of a route, or the actor a job (an import) carries. */
export type EcoDoer = FastifyRequest | Actor;

export const actorOfDoer = (doer: EcoDoer): Actor => ('userId' in doer ? doer : actorOf(doer));

type EcoAuditEntry = Omit<AuditRecord, 'actorUserId' | 'sessionId' | 'ip'>;

/**
 * Adds an entry to eco's audit trail for what `doer` did; who and from where come from it. Give it
 * the transaction of the change, so both commit or neither does.
 */
export async function recordEcoAudit(db: EcoDb, doer: EcoDoer, entry: EcoAuditEntry): Promise<void> {
  await recordEcoAudits(db, doer, [entry]);
}

/** Many entries of one doer at once (an import's), as `recordEcoAudit`. */
export async function recordEcoAudits(db: EcoDb, doer: EcoDoer, entries: readonly EcoAuditEntry[]): Promise<void> {
  const actor = actorOfDoer(doer);
  await recordAudits(
    db as AnyDb,
    entries.map((entry) => ({ ...entry, actorUserId: actor.userId, sessionId: actor.sessionId, ip: actor.ip })),
  );
}
