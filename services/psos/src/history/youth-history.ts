import type { YouthHistoryEntry } from '@portal/shared-contracts/psos';
import type { PsosDb } from '../db';
import type { PsosReader } from '../youth/reader';
import type { FoundYouth } from '../youth/youth-read';

/** The list fields a vendor's user is not shown (psos.md: names, contacts and their own interviews, no demographics). */
const DEMOGRAPHICS = ['exitReason', 'disabilityCategory', 'sex', 'raceEthnicity', 'englishLearner'];

const isFieldChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === 'from,to';

/**
 * A youth's history, newest first: every change kept on the youth (psos.md: every change is kept in
 * the record's history) and the resets of its LEA's list in its collection. Some entries keep a fact
 * rather than a change (an attempt's outcome, a reset's counts): those read as from nothing to it.
 * A vendor's user reads no demographics, and no category of an interview that is not its vendor's.
 */
export async function readYouthHistory(
  db: PsosDb,
  reader: PsosReader,
  youth: Pick<FoundYouth, 'id' | 'schoolYear' | 'leaId'>,
): Promise<YouthHistoryEntry[]> {
  const rows = await db
    .selectFrom('history')
    .select(['id', 'occurred_at', 'user_name', 'action', 'reason', 'changes'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity_type', '=', 'youth'), eb('entity_id', '=', String(youth.id))]),
        eb.and([eb('entity_type', '=', 'list'), eb('entity_id', '=', `${youth.schoolYear}/${youth.leaId}`), eb('action', '=', 'reset')]),
      ]),
    )
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const hidden = new Set(reader.vendorId === null ? [] : DEMOGRAPHICS);
  if (reader.vendorId !== null) {
    const interview = await db.selectFrom('interviews').select('vendor_id').where('leaver_id', '=', youth.id).executeTakeFirst();
    if (interview?.vendor_id !== reader.vendorId) hidden.add('category');
  }
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.occurred_at.toISOString(),
    userName: row.user_name,
    action: row.action,
    reason: row.reason,
    changes: Object.fromEntries(
      Object.entries(row.changes)
        .filter(([field]) => !hidden.has(field))
        .map(([field, value]) => [field, isFieldChange(value) ? value : { from: null, to: value }]),
    ),
  }));
}
