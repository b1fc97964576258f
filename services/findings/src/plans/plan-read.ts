import { sql } from 'kysely';
import {
  FindingMessages,
  type Finding,
  type FindingSource,
  type PlanDocumentRole,
  type PlanList,
  type PlanListItem,
  type PlanListQuery,
  type PlanRecord,
  type PlanStatus,
  type PlanSummary,
} from '@portal/shared-contracts/findings';
import { DEFAULT_PAGE_SIZE } from '@portal/shared-contracts';
import { notFound, type Actor } from '@portal/service-kit';
import type { FindingsDb } from '../db';
import { visibleTo } from './access';

const day = (column: string) => sql<string>`${sql.ref(column)}::text`;
const nullableDay = (column: string) => sql<string | null>`${sql.ref(column)}::text`;

/** A finding as the API answers it; `today` (state time) tells whether it is overdue. */
export async function readFindings(db: FindingsDb, where: { ids?: number[]; planId?: number }, today: string): Promise<Finding[]> {
  let query = db
    .selectFrom('findings as f')
    .select([
      'f.id',
      'f.source',
      'f.source_record_id as sourceRecordId',
      'f.lea_id as leaId',
      'f.citation',
      'f.description',
      'f.level',
      day('f.issue_date').as('issueDate'),
      day('f.due_date').as('dueDate'),
      'f.status',
      nullableDay('f.corrected_date').as('correctedDate'),
      'f.timely',
      'f.counts_for_b18 as countsForB18',
      'f.plan_id as planId',
    ])
    .orderBy('f.id');
  if (where.ids) query = query.where('f.id', 'in', where.ids);
  if (where.planId !== undefined) query = query.where('f.plan_id', '=', where.planId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, overdue: row.status !== 'Corrected' && row.dueDate < today }));
}

export async function planSummary(db: FindingsDb, id: number): Promise<PlanSummary> {
  return db
    .selectFrom('plans as p')
    .select(['p.id', 'p.status', day('p.due_date').as('dueDate')])
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
}

function planListQuery(db: FindingsDb, actor: Actor) {
  return db.selectFrom('plans as p').innerJoin('directory.leas as l', 'l.id', 'p.lea_id').where(visibleTo(actor, 'p'));
}

const planListColumns = [
  'p.id',
  'p.source',
  'p.lea_id as leaId',
  'l.name as leaName',
  'p.plan_group_key as planGroupKey',
  'p.status',
  'p.open_url as openUrl',
] as const;

function planListSelect(db: FindingsDb, actor: Actor) {
  return planListQuery(db, actor).select((eb) => [
    ...planListColumns,
    day('p.due_date').as('dueDate'),
    nullableDay('p.submitted_date').as('submittedDate'),
    nullableDay('p.approved_date').as('approvedDate'),
    nullableDay('p.evidence_submitted_date').as('evidenceSubmittedDate'),
    nullableDay('p.verified_date').as('verifiedDate'),
    eb
      .selectFrom('findings as f')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('f.plan_id', '=', 'p.id')
      .as('findingCount'),
  ]);
}

type PlanRow = Omit<PlanListItem, 'findingCount'> & { findingCount: number | null };
const toListItem = (row: PlanRow): PlanListItem => ({ ...row, findingCount: Number(row.findingCount ?? 0) });

/** The plans the actor may see, filtered, soonest due first. */
export async function listPlans(db: FindingsDb, actor: Actor, query: PlanListQuery): Promise<PlanList> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageNumber = query.pageNumber ?? 1;
  let filtered = planListSelect(db, actor);
  let counted = planListQuery(db, actor);
  if (query.source) {
    filtered = filtered.where('p.source', '=', query.source);
    counted = counted.where('p.source', '=', query.source);
  }
  if (query.leaId) {
    filtered = filtered.where('p.lea_id', '=', query.leaId);
    counted = counted.where('p.lea_id', '=', query.leaId);
  }
  if (query.status) {
    filtered = filtered.where('p.status', '=', query.status);
    counted = counted.where('p.status', '=', query.status);
  }
  if (query.planGroupKey) {
    filtered = filtered.where('p.plan_group_key', '=', query.planGroupKey);
    counted = counted.where('p.plan_group_key', '=', query.planGroupKey);
  }
  const [rows, total] = await Promise.all([
    filtered
      .orderBy('p.due_date')
      .orderBy('p.id')
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute(),
    counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toListItem), totalCount: Number(total.n) };
}

/** The plan row a change works on, once the actor may see it; locked until the transaction ends. Else 404, as a missing one. */
export async function findPlan(db: FindingsDb, actor: Actor, id: number) {
  const plan = await db
    .selectFrom('plans as p')
    .select([
      'p.id',
      'p.source',
      'p.lea_id as leaId',
      'p.status',
      'p.merge',
      'p.open_url as openUrl',
      'p.evidence_returns as evidenceReturns',
      day('p.due_date').as('dueDate'),
      nullableDay('p.evidence_submitted_date').as('evidenceSubmittedDate'),
    ])
    .where('p.id', '=', id)
    .where(visibleTo(actor, 'p'))
    .forUpdate()
    .executeTakeFirst();
  if (!plan) throw notFound(FindingMessages.planNotFound);
  return plan as typeof plan & { source: FindingSource; status: PlanStatus };
}

/** Each attached document with whether its latest version (not deleted) is Approved, from the documents service's published view. */
export async function planDocuments(db: FindingsDb, planId: number) {
  const rows = await db
    .selectFrom('plan_documents as d')
    .select(['d.document_id as documentId', 'd.role', 'd.added_at as addedAt', 'd.added_by_name as addedByName'])
    .select((eb) =>
      eb
        .selectFrom('casework.document_versions as v')
        .select('v.status')
        .whereRef('v.document_id', '=', 'd.document_id')
        .where('v.deleted', '=', false)
        .orderBy('v.version', 'desc')
        .limit(1)
        .as('latestStatus'),
    )
    .where('d.plan_id', '=', planId)
    .orderBy('d.added_at')
    .orderBy('d.document_id')
    .execute();
  return rows.map((row) => ({
    documentId: row.documentId,
    role: row.role as PlanDocumentRole,
    approved: row.latestStatus === 'Approved',
    addedAt: row.addedAt.toISOString(),
    addedByName: row.addedByName,
  }));
}

/** The plan with its items, findings, documents, extensions and history; 404 when the actor may not see it. */
export async function readPlan(db: FindingsDb, actor: Actor, id: number, today: string): Promise<PlanRecord> {
  const row = await planListSelect(db, actor).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(FindingMessages.planNotFound);
  const [items, findings, documents, extensions, history] = await Promise.all([
    db
      .selectFrom('plan_items')
      .select(['id', 'action', 'description', 'owner', day('target_date').as('targetDate'), 'status'])
      .where('plan_id', '=', id)
      .orderBy('position')
      .execute(),
    readFindings(db, { planId: id }, today),
    planDocuments(db, id),
    db
      .selectFrom('plan_extensions')
      .select([day('old_due_date').as('oldDueDate'), day('new_due_date').as('newDueDate'), 'reason', 'by_name as byName', 'at'])
      .where('plan_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('plan_history')
      .select(['at', 'by_name as byName', 'action', 'reason', 'changes'])
      .where('plan_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...toListItem(row),
    items,
    findings,
    documents,
    extensions: extensions.map((e) => ({ ...e, at: e.at.toISOString() })),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}
