import { sql } from 'kysely';
import { addYears } from '@portal/day-count';
import { FieldMessages } from '@portal/shared-contracts';
import { FindingMessages, SOURCE_RULES, type CreatedFinding, type NewFinding } from '@portal/shared-contracts/findings';
import { badRequest, conflict, type Actor } from '@portal/service-kit';
import type { FindingsDb } from '../db';
import { assertMayActOn, assertWorksInLea } from './access';
import { recordPlanChange } from './history';
import { planSummary, readFindings } from './plan-read';

/**
 * The due date of a new finding: IDEA findings (dispute, monitoring) are corrected within one year of
 * the written notice, 29 February giving 28 February (34 CFR 300.600(e); monitoring.md); a restraint
 * finding is due when its plan is, a date restraint gives (restraint.md: 30 calendar days).
 */
export function findingDueDate(input: Pick<NewFinding, 'source' | 'issueDate' | 'dueDate'>): string {
  const due = input.dueDate ?? (SOURCE_RULES[input.source].oneYearCorrection ? addYears(input.issueDate, 1) : null);
  if (!due) throw badRequest(FindingMessages.dueDateRequired, { dueDate: FieldMessages.required });
  if (due < input.issueDate) throw badRequest(FindingMessages.dueBeforeIssue, { dueDate: FindingMessages.dueBeforeIssue });
  return due;
}

/** Takes a lock on `key` until the transaction ends: two calls with one key (a retry racing its first try) go one after the other. */
async function lockKey(db: FindingsDb, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

/**
 * Makes a finding and, when asked, puts it on its group's open plan or a new one, exactly once per
 * idempotency key: the same key again answers the first finding and its plan (`created` false), so a
 * producer whose call failed half-way retries safely. Give it a transaction.
 */
export async function createFinding(
  db: FindingsDb,
  actor: Actor,
  input: NewFinding,
  today: string,
): Promise<{ created: boolean; answer: CreatedFinding }> {
  assertMayActOn(actor, input.source, 'create');
  assertWorksInLea(actor, input.leaId);
  const dueDate = findingDueDate(input);
  if (input.plan) await lockKey(db, `findings:plan:${input.source}:${input.plan.planGroupKey}`);
  await lockKey(db, `findings:finding:${input.idempotencyKey}`);

  const existing = await db
    .selectFrom('findings')
    .select(['id', 'source', 'source_record_id', 'plan_id'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (existing) {
    if (existing.source !== input.source || existing.source_record_id !== input.sourceRecordId)
      throw conflict(FindingMessages.idempotencyReused, { idempotencyKey: FindingMessages.idempotencyReused });
    return { created: false, answer: await answerFor(db, existing.id, existing.plan_id, today) };
  }

  const by = { userId: actor.userId, userName: actor.userName };
  let planId: number | null = null;
  if (input.plan) {
    const open = await db
      .selectFrom('plans')
      .select('id')
      .where('source', '=', input.source)
      .where('plan_group_key', '=', input.plan.planGroupKey)
      .where('status', '<>', 'Verified')
      .executeTakeFirst();
    if (open) planId = open.id;
    else {
      const plan = await db
        .insertInto('plans')
        .values({
          source: input.source,
          lea_id: input.leaId,
          plan_group_key: input.plan.planGroupKey,
          due_date: dueDate,
          merge: JSON.stringify(input.merge ?? {}),
          open_url: input.openUrl ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      planId = plan.id;
      await recordPlanChange(db, by, planId, 'Plan created', { status: { from: null, to: 'Draft' }, dueDate: { from: null, to: dueDate } });
    }
  }
  const finding = await db
    .insertInto('findings')
    .values({
      source: input.source,
      source_record_id: input.sourceRecordId,
      idempotency_key: input.idempotencyKey,
      lea_id: input.leaId,
      citation: input.citation,
      description: input.description ?? null,
      level: input.level ?? 'child',
      issue_date: input.issueDate,
      due_date: dueDate,
      counts_for_b18: input.countsForB18 ?? SOURCE_RULES[input.source].countsForB18,
      plan_id: planId,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (planId !== null)
    await recordPlanChange(db, by, planId, 'Finding added', {
      finding: { from: null, to: { id: finding.id, sourceRecordId: input.sourceRecordId, citation: input.citation } },
    });
  return { created: true, answer: await answerFor(db, finding.id, planId, today) };
}

async function answerFor(db: FindingsDb, findingId: number, planId: number | null, today: string): Promise<CreatedFinding> {
  const [finding] = await readFindings(db, { ids: [findingId] }, today);
  return { finding: finding!, plan: planId === null ? null : await planSummary(db, planId) };
}
