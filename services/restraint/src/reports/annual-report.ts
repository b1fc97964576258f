import { sql } from 'kysely';
import {
  RestraintPermissions,
  annualReportDueDate,
  type AnnualEntry,
  type AnnualFigures,
  type AnnualLeaStatuses,
  type AnnualMove,
  type AnnualReport,
  type AnnualReportStatus,
  type AnnualSchool,
  type RulePack,
} from '@portal/shared-contracts/restraint';
import { actorCan, badRequest, conflict, forbidden, type Actor } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { groupBy } from '../lists';
import { restraintCountsBySchool, type ReportScope, type RestraintTypes } from './counts';
import { restraintTypesOf } from './report-settings';
import { annualRates, totalDenominator, type AnnualCounts } from './formulas';
import type { AnnualReportRow } from './db';

const NO_COUNTS: AnnualCounts = { physical: 0, mechanical: 0, violations: 0 };
/** While a report may still change, its counts are read live; once submitted, as they were then. */
const KEPT: readonly AnnualReportStatus[] = ['Submitted', 'Accepted'];
const EDITABLE: readonly AnnualReportStatus[] = ['In progress', 'Returned'];

/** The report opens on 1 July after its school year (restraint.md: "opens 1 July for the past year"). */
const opensOn = (schoolYear: number) => `${schoolYear}-07-01`;

/** The state's calendar day of an instant (now by default), YYYY-MM-DD. */
const dayIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/** ANNUAL-LATE: sent after the due date, or not sent once the due date has passed. */
function isLate(report: Pick<AnnualReportRow, 'status' | 'submitted_at'> | null, dueDate: string, timeZone: string): boolean {
  const sentOrToday = report?.submitted_at && KEPT.includes(report.status) ? report.submitted_at : new Date();
  return dayIn(timeZone, sentOrToday) > dueDate;
}

function figures(counts: AnnualCounts, teachers: number | null, pupils: number | null): AnnualFigures {
  return { ...counts, teachers, pupils, ...annualRates(counts, { teachers, pupils }) };
}

function totalOf(schools: readonly AnnualSchool[]): AnnualFigures {
  const counts = schools.reduce<AnnualCounts>(
    (sum, school) => ({
      physical: sum.physical + school.physical,
      mechanical: sum.mechanical + school.mechanical,
      violations: sum.violations + school.violations,
    }),
    NO_COUNTS,
  );
  return figures(
    counts,
    totalDenominator(schools.map((school) => school.teachers)),
    totalDenominator(schools.map((school) => school.pupils)),
  );
}

/** The LEA named, which the actor must work in; an LEA user's own current LEA otherwise. */
export function assertInLea(actor: Actor, leaId: number): void {
  if (!actor.allLeas && !actor.leaIds.includes(leaId)) throw forbidden();
}

export interface AnnualContext {
  pack: RulePack;
  timeZone: string;
}

/** Every school's line of the scope's report: counts kept at submission where the LEA's report has them, else live. */
async function schoolLines(db: RestraintDb, scope: ReportScope, types: RestraintTypes): Promise<AnnualSchool[]> {
  const [schools, live, entered] = await Promise.all([
    db
      .selectFrom('directory.schools')
      .select(['id', 'name', 'lea_id'])
      .$if(scope.leaId !== null, (query) => query.where('lea_id', '=', scope.leaId!))
      .orderBy('name')
      .orderBy('id')
      .execute(),
    restraintCountsBySchool(db, scope, types),
    db
      .selectFrom('annual_report_schools as e')
      .innerJoin('annual_reports as r', 'r.id', 'e.annual_report_id')
      .where('r.school_year', '=', scope.schoolYear)
      .$if(scope.leaId !== null, (query) => query.where('r.lea_id', '=', scope.leaId!))
      .select(['e.school_id', 'e.teachers', 'e.pupils', 'e.physical', 'e.mechanical', 'e.violations', 'r.status'])
      .execute(),
  ]);
  const enteredBySchool = new Map(entered.map((row) => [row.school_id, row]));
  return schools.map((school) => {
    const row = enteredBySchool.get(school.id);
    const kept = row && KEPT.includes(row.status) && row.physical !== null;
    const counts = kept
      ? { physical: row.physical!, mechanical: row.mechanical!, violations: row.violations! }
      : (live.get(school.id) ?? NO_COUNTS);
    return { schoolId: school.id, schoolName: school.name, ...figures(counts, row?.teachers ?? null, row?.pupils ?? null) };
  });
}

const reportRow = (db: RestraintDb, leaId: number, schoolYear: number) =>
  db.selectFrom('annual_reports').selectAll().where('lea_id', '=', leaId).where('school_year', '=', schoolYear).executeTakeFirst();

/**
 * GET api/restraint/reports/annual: the LEA's report with its workflow, or the state's compilation
 * (leaId null) of every school. An LEA whose report has not been touched yet reads In progress,
 * version 0; its first write opens it.
 */
export async function readAnnualReport(db: RestraintDb, scope: ReportScope, context: AnnualContext): Promise<AnnualReport> {
  const [schools, report] = await Promise.all([
    schoolLines(db, scope, restraintTypesOf(context.pack)),
    scope.leaId === null ? null : reportRow(db, scope.leaId, scope.schoolYear),
  ]);
  const dueDate = annualReportDueDate(scope.schoolYear, context.pack.annualReport.dueBy);
  return {
    schoolYear: scope.schoolYear,
    leaId: scope.leaId,
    status: scope.leaId === null ? null : (report?.status ?? 'In progress'),
    dueDate,
    late: scope.leaId !== null && isLate(report ?? null, dueDate, context.timeZone),
    submittedAt: report?.submitted_at?.toISOString() ?? null,
    returnedReason: report?.status === 'Returned' ? report.returned_reason : null,
    version: scope.leaId === null ? null : (report?.version ?? 0),
    schools,
    total: totalOf(schools),
  };
}

/** Every LEA's report of the year (the actor's own without all LEAs), with its status and totals. */
export async function readAnnualLeaStatuses(
  db: RestraintDb,
  actor: Actor,
  schoolYear: number,
  context: AnnualContext,
): Promise<AnnualLeaStatuses> {
  const dueDate = annualReportDueDate(schoolYear, context.pack.annualReport.dueBy);
  const [leas, schools, reports] = await Promise.all([
    db
      .selectFrom('directory.leas')
      .select(['id', 'name'])
      .where('is_nde_level_district', '=', false)
      .$if(!actor.allLeas, (query) => query.where((eb) => eb('id', '=', eb.fn.any(eb.val(actor.leaIds)))))
      .orderBy('name')
      .orderBy('id')
      .execute(),
    schoolLinesByLea(db, schoolYear, restraintTypesOf(context.pack)),
    db.selectFrom('annual_reports').selectAll().where('school_year', '=', schoolYear).execute(),
  ]);
  const reportOf = new Map(reports.map((report) => [report.lea_id, report]));
  return {
    schoolYear,
    dueDate,
    leas: leas.map((lea) => {
      const report = reportOf.get(lea.id) ?? null;
      return {
        leaId: lea.id,
        leaName: lea.name,
        status: report?.status ?? 'In progress',
        submittedAt: report?.submitted_at?.toISOString() ?? null,
        late: isLate(report, dueDate, context.timeZone),
        total: totalOf(schools.get(lea.id) ?? []),
      };
    }),
  };
}

async function schoolLinesByLea(db: RestraintDb, schoolYear: number, types: RestraintTypes): Promise<Map<number, AnnualSchool[]>> {
  const [lines, schools] = await Promise.all([
    schoolLines(db, { schoolYear, leaId: null }, types),
    db.selectFrom('directory.schools').select(['id', 'lea_id']).execute(),
  ]);
  const leaOf = new Map(schools.map((school) => [school.id, school.lea_id]));
  return groupBy(lines, (line) => leaOf.get(line.schoolId)!);
}

/** The report row to change, opened (In progress, version 0) by the LEA's first write; a stale version is refused. */
async function openForChange(trx: RestraintDb, leaId: number, schoolYear: number, version: number): Promise<AnnualReportRow> {
  if (version === 0) {
    await trx
      .insertInto('annual_reports')
      .values({ lea_id: leaId, school_year: schoolYear, version: 0 })
      .onConflict((oc) => oc.columns(['lea_id', 'school_year']).doNothing())
      .execute();
  }
  const report = await trx
    .selectFrom('annual_reports')
    .selectAll()
    .where('lea_id', '=', leaId)
    .where('school_year', '=', schoolYear)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (report.version !== version) {
    throw conflict('Someone else changed this annual report since you opened it. Reload it and make your change again.');
  }
  return report;
}

async function recordHistory(
  trx: RestraintDb,
  actor: Actor,
  reportId: number,
  action: string,
  changes: Record<string, { from: unknown; to: unknown }>,
  reason: string | null = null,
): Promise<void> {
  await trx
    .insertInto('annual_report_history')
    .values({
      annual_report_id: reportId,
      user_id: actor.userId,
      user_name: actor.userName,
      action,
      reason,
      changes: JSON.stringify(changes),
    })
    .execute();
}

const bump = (trx: RestraintDb, report: AnnualReportRow) =>
  trx
    .updateTable('annual_reports')
    .set({ version: report.version + 1, updated_at: sql`now()` })
    .where('id', '=', report.id);

/** PUT api/restraint/reports/annual/schools: the LEA's teachers employed and pupils enrolled per school, while the report is open. */
export async function saveAnnualEntry(db: RestraintDb, actor: Actor, schoolYear: number, entry: AnnualEntry): Promise<void> {
  assertInLea(actor, entry.leaId);
  const schoolIds = entry.schools.map((school) => school.schoolId);
  if (new Set(schoolIds).size !== schoolIds.length) throw badRequest('Each school may be given only once.');
  await db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('directory.schools')
      .select('id')
      .where('lea_id', '=', entry.leaId)
      .where((eb) => eb('id', '=', eb.fn.any(eb.val(schoolIds))))
      .execute();
    const foreign = schoolIds.filter((id) => !own.some((school) => school.id === id));
    if (foreign.length > 0) throw badRequest(`Not a school of this LEA: ${foreign.join(', ')}.`);
    const report = await openForChange(trx, entry.leaId, schoolYear, entry.version);
    if (!EDITABLE.includes(report.status)) throw conflict(`The annual report is ${report.status}; it can no longer be changed.`);
    const before = new Map(
      (await trx.selectFrom('annual_report_schools').selectAll().where('annual_report_id', '=', report.id).execute()).map((row) => [
        row.school_id,
        row,
      ]),
    );
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const school of entry.schools) {
      const was = before.get(school.schoolId);
      for (const field of ['teachers', 'pupils'] as const) {
        const from = was?.[field] ?? null;
        if (from !== school[field]) changes[`school ${school.schoolId} ${field}`] = { from, to: school[field] };
      }
    }
    if (Object.keys(changes).length === 0) return;
    await trx
      .insertInto('annual_report_schools')
      .values(
        entry.schools.map((school) => ({
          annual_report_id: report.id,
          school_id: school.schoolId,
          teachers: school.teachers,
          pupils: school.pupils,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['annual_report_id', 'school_id'])
          .doUpdateSet((eb) => ({ teachers: eb.ref('excluded.teachers'), pupils: eb.ref('excluded.pupils') })),
      )
      .execute();
    await bump(trx, report).execute();
    await recordHistory(trx, actor, report.id, 'entered', changes);
  });
}

const MOVES: Record<AnnualMove['to'], { from: readonly AnnualReportStatus[]; permission: string; state: boolean }> = {
  Submitted: { from: EDITABLE, permission: RestraintPermissions.ViolationFinalize, state: false },
  Accepted: { from: ['Submitted'], permission: RestraintPermissions.DocumentApprovalUpdate, state: true },
  Returned: { from: ['Submitted'], permission: RestraintPermissions.DocumentApprovalUpdate, state: true },
};

/**
 * POST api/restraint/reports/annual/moves: the LEA submits once the report has opened (1 July)
 * and every school has its teachers and pupils; the counts are kept as they are then. A state
 * user accepts it, or returns it with a reason, which opens it again with live counts.
 */
export async function moveAnnualReport(
  db: RestraintDb,
  actor: Actor,
  schoolYear: number,
  move: AnnualMove,
  context: AnnualContext,
): Promise<void> {
  assertInLea(actor, move.leaId);
  const rule = MOVES[move.to];
  if (!actorCan(actor, [rule.permission]) || (rule.state && !actor.allLeas)) throw forbidden();
  if (move.to === 'Returned' && !move.reason?.trim()) throw badRequest('Say why the report is returned.', { reason: 'Field is required.' });
  if (move.to === 'Submitted' && dayIn(context.timeZone) < opensOn(schoolYear)) {
    throw conflict(`The ${schoolYear - 1}-${schoolYear} annual report opens on 07/01/${schoolYear}.`);
  }
  await db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('annual_reports')
      .selectAll()
      .where('lea_id', '=', move.leaId)
      .where('school_year', '=', schoolYear)
      .forUpdate()
      .executeTakeFirst();
    const status = report?.status ?? 'In progress';
    if (!rule.from.includes(status)) throw conflict(`An annual report that is ${status} cannot be ${move.to.toLowerCase()}.`);
    if (!report) throw badRequest('Enter teachers employed and pupils enrolled for every school before submitting.');
    const changes = { status: { from: status, to: move.to } };
    if (move.to === 'Submitted') await keepCounts(trx, report, restraintTypesOf(context.pack));
    if (move.to === 'Returned') {
      await trx
        .updateTable('annual_report_schools')
        .set({ physical: null, mechanical: null, violations: null })
        .where('annual_report_id', '=', report.id)
        .execute();
    }
    await bump(trx, report)
      .set(
        move.to === 'Submitted'
          ? { status: move.to, submitted_at: sql`now()`, submitted_by: actor.userName, returned_reason: null }
          : { status: move.to, decided_at: sql`now()`, decided_by: actor.userName, returned_reason: move.reason ?? null },
      )
      .execute();
    await recordHistory(trx, actor, report.id, move.to.toLowerCase(), changes, move.reason ?? null);
  });
}

/** At submission: every school of the LEA has its denominators, and its counts are kept as they are now. */
async function keepCounts(trx: RestraintDb, report: AnnualReportRow, types: RestraintTypes): Promise<void> {
  const lines = await schoolLines(trx, { schoolYear: report.school_year, leaId: report.lea_id }, types);
  const missing = lines.filter((line) => line.teachers === null || line.pupils === null);
  if (missing.length > 0) {
    throw badRequest(
      `Enter teachers employed and pupils enrolled for every school before submitting: ${missing.map((line) => line.schoolName).join(', ')}.`,
    );
  }
  for (const line of lines) {
    await trx
      .updateTable('annual_report_schools')
      .set({ physical: line.physical, mechanical: line.mechanical, violations: line.violations })
      .where('annual_report_id', '=', report.id)
      .where('school_id', '=', line.schoolId)
      .execute();
  }
}
