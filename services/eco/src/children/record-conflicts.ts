import { sql } from 'kysely';
import type { RecordConflict, RecordConflictReason } from '@portal/shared-contracts/eco';
import { EcoRecordMessages, RecordConflictMessages } from '@portal/shared-contracts/eco';
import { conflict, HttpError, notFound, type Actor } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { recordEcoAudit } from '../history/eco-audit';

/** What a district tried to save, and what it clashed with, kept for the state's review. */
export interface HeldRecord {
  source: 'import' | 'form';
  leaId: number;
  stateStudentId: string;
  entryDate: string;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  reason: RecordConflictReason;
  birthDateDiffers: boolean;
  otherLeaIds: number[];
}

/** A stored program record of the student, as the clash check sees it. */
interface OtherRecord {
  leaId: number;
  birthDate: string;
}

/**
 * The records of a student the actor may not read, or none. When there are some, whatever the
 * actor asks to save of that student answers one message and goes to the state: an answer that
 * depended on those records (a date of birth that matches, dates that overlap) would tell the
 * actor what they hold, one guess at a time.
 */
export const hiddenFrom = <R extends OtherRecord>(records: readonly R[], mayRead: (leaId: number) => boolean): R[] =>
  records.filter((r) => !mayRead(r.leaId));

/** The clash of a held record with the hidden ones, for the state's eyes only. */
export function heldRecord(
  source: HeldRecord['source'],
  reason: RecordConflictReason,
  row: Omit<HeldRecord, 'source' | 'reason' | 'birthDateDiffers' | 'otherLeaIds'>,
  hidden: readonly OtherRecord[],
): HeldRecord {
  return {
    source,
    reason,
    ...row,
    birthDateDiffers: hidden.some((r) => r.birthDate !== row.birthDate),
    otherLeaIds: [...new Set(hidden.map((r) => r.leaId))].sort((a, b) => a - b),
  };
}

/** A save refused because of a student's hidden records: the caller sees one message, the state the clash. */
export class RecordHeldForReview extends HttpError {
  constructor(readonly held: HeldRecord) {
    super(409, 'CONFLICT', EcoRecordMessages.heldForStateReview, { stateStudentId: EcoRecordMessages.heldForStateReview });
  }
}

/**
 * Runs a save (its own transaction) and, when it was held for review, puts it on the state's list
 * once that transaction has rolled back, then refuses as the save did.
 */
export async function holdingForReview<T>(db: EcoDb, actor: Actor, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof RecordHeldForReview) await recordHeld(db, actor, [error.held]);
    throw error;
  }
}

/**
 * Puts held records on the state's review list. Called on the service's own connection after the
 * work's transaction has ended, so a refused save or a rolled-back preview still reaches the state.
 */
export async function recordHeld(db: EcoDb, actor: Pick<Actor, 'userId' | 'userName'>, held: readonly HeldRecord[]): Promise<void> {
  if (!held.length) return;
  await db
    .insertInto('record_conflicts')
    .values(
      held.map((h) => ({
        source: h.source,
        lea_id: h.leaId,
        state_student_id: h.stateStudentId,
        entry_date: h.entryDate,
        first_name: h.firstName,
        last_name: h.lastName,
        birth_date: h.birthDate,
        reason: h.reason,
        birth_date_differs: h.birthDateDiffers,
        other_lea_ids: h.otherLeaIds,
        reported_by: actor.userId,
        reported_by_name: actor.userName,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['lea_id', 'state_student_id', 'entry_date', 'reason'])
        .where('resolved_at', 'is', null)
        .doUpdateSet((eb) => ({
          last_seen_at: sql`now()`,
          times_seen: sql`eco.record_conflicts.times_seen + 1`,
          source: eb.ref('excluded.source'),
          first_name: eb.ref('excluded.first_name'),
          last_name: eb.ref('excluded.last_name'),
          birth_date: eb.ref('excluded.birth_date'),
          birth_date_differs: eb.ref('excluded.birth_date_differs'),
          other_lea_ids: eb.ref('excluded.other_lea_ids'),
          reported_by: eb.ref('excluded.reported_by'),
          reported_by_name: eb.ref('excluded.reported_by_name'),
        })),
    )
    .execute();
}

/** The state's review list, newest first: the open conflicts, or those settled. */
export async function listConflicts(db: EcoDb, status: 'open' | 'resolved'): Promise<RecordConflict[]> {
  const rows = await db
    .selectFrom('record_conflicts as c')
    .innerJoin('directory.leas as l', 'l.id', 'c.lea_id')
    .select([
      'c.id',
      'c.first_seen_at',
      'c.last_seen_at',
      'c.times_seen',
      'c.source',
      'c.lea_id',
      'l.name as lea_name',
      'c.state_student_id',
      sql<string>`to_char(c.entry_date, 'YYYY-MM-DD')`.as('entry_date'),
      'c.first_name',
      'c.last_name',
      sql<string | null>`to_char(c.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
      'c.reason',
      'c.birth_date_differs',
      sql<string[]>`array(select o.name from directory.leas o where o.id = any(c.other_lea_ids) order by o.name)`.as('other_lea_names'),
      'c.reported_by_name',
      'c.resolved_at',
      'c.resolved_by_name',
      'c.resolution',
    ])
    .where('c.resolved_at', status === 'open' ? 'is' : 'is not', null)
    .orderBy('c.last_seen_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    firstSeenAt: r.first_seen_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
    timesSeen: r.times_seen,
    source: r.source,
    leaId: r.lea_id,
    leaName: r.lea_name,
    stateStudentId: r.state_student_id,
    entryDate: r.entry_date,
    firstName: r.first_name,
    lastName: r.last_name,
    birthDate: r.birth_date,
    reason: r.reason,
    birthDateDiffers: r.birth_date_differs,
    otherLeaNames: r.other_lea_names,
    reportedByName: r.reported_by_name,
    resolvedAt: r.resolved_at ? new Date(r.resolved_at).toISOString() : null,
    resolvedByName: r.resolved_by_name,
    resolution: r.resolution,
  }));
}

/** Marks a conflict settled, with how, in eco's audit trail too; give it a transaction. A settled one stays settled. */
export async function resolveConflict(trx: EcoDb, actor: Actor, id: number, resolution: string): Promise<void> {
  const resolved = await trx
    .updateTable('record_conflicts')
    .set({ resolved_at: sql`now()`, resolved_by: actor.userId, resolved_by_name: actor.userName, resolution })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .returning(['lea_id', 'state_student_id'])
    .executeTakeFirst();
  if (!resolved) {
    const exists = await trx.selectFrom('record_conflicts').select('id').where('id', '=', id).executeTakeFirst();
    throw exists ? conflict(RecordConflictMessages.alreadyResolved) : notFound(RecordConflictMessages.notFound);
  }
  await recordEcoAudit(trx, actor, {
    event: 'record-conflict-resolved',
    entityType: 'record-conflict',
    entityId: id,
    leaId: resolved.lea_id,
    details: { stateStudentId: resolved.state_student_id, resolution },
  });
}
