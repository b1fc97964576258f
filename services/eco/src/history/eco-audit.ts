import type { FastifyRequest } from 'fastify';
import { recordAudit, type AnyDb, type AuditRecord } from '@portal/service-kit';
import type { EcoDb } from '../db';

/**
 * Adds an entry to eco's audit trail for what the caller of `request` did; who and from where come
 * from the request. Give it the transaction of the change, so both commit or neither does.
 */
export async function recordEcoAudit(
  db: EcoDb,
  request: FastifyRequest,
  entry: Omit<AuditRecord, 'actorUserId' | 'sessionId' | 'ip'>,
): Promise<void> {
  await recordAudit(db as AnyDb, {
    ...entry,
    actorUserId: request.principal?.userId ?? null,
    sessionId: request.user?.sid ?? null,
    ip: request.ip,
  });
}
