import type { FastifyRequest } from 'fastify';
import { forbidden, readLea } from '@portal/service-kit';
import type { RestraintDb } from '../db';

/**
 * A report's LEA: the state (null) without leaId for a caller with App.data.allleas; otherwise the
 * LEA named, which must be one of the caller's, or the current LEA.
 */
export async function reportLea(db: RestraintDb, request: FastifyRequest, asked: number | undefined): Promise<number | null> {
  const principal = request.principal!;
  const leaId = asked ?? (principal.allLeas ? null : request.currentLeaId());
  if (leaId !== null) {
    if (!principal.allLeas && !principal.leaIds.includes(leaId)) throw forbidden();
    await readLea(db, leaId);
  }
  return leaId;
}
