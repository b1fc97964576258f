import type { Insertable } from 'kysely';
import { loadSeedDirectory, seededRandom, type SeededRandom, type ServiceContext } from '@portal/service-kit';
import type { MonitoringDb, VisitBasis, VisitStatus, VisitsTable } from './db';

const SEED = 0x3017;
const SEED_YEARS = [2024, 2025, 2026, 2027];
/** Nevada's integrated monitoring visits each LEA once in a 4-year cycle (monitoring.md, Legal frame). */
const CYCLE_YEARS = 4;
/** The demo's "today": visits of the current year before it are under way, later ones are still being planned. */
const AS_OF = '2026-11-15';
const DAY_MS = 86_400_000;

function shiftDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function statusOf(rng: SeededRandom, startDate: string): VisitStatus {
  if (startDate > shiftDays(AS_OF, 60)) return 'Planned';
  if (startDate > AS_OF) return rng.pick(['Planned', 'Notified', 'Notified'] as const);
  if (shiftDays(startDate, 120) > AS_OF) return rng.pick(['SampleLocked', 'InReview', 'InReview', 'ReviewComplete'] as const);
  return rng.pick(['ReportIssued', 'Correction', 'Correction', 'Closed', 'Closed', 'Closed', 'Cancelled'] as const);
}

function visit(rng: SeededRandom, leaId: number, schoolYear: number, basis: VisitBasis, number: number): Insertable<VisitsTable> {
  const visitType =
    basis === 'Cyclical' ? rng.pick(['OnSite', 'OnSite', 'Virtual'] as const) : rng.pick(['DeskReview', 'Virtual', 'OnSite'] as const);
  const startDate = rng.dateBetween(`${schoolYear - 1}-09-15`, `${schoolYear}-05-15`);
  const endDate = shiftDays(startDate, visitType === 'DeskReview' ? 0 : rng.int(1, 3));
  const status = statusOf(rng, startDate);
  const notified = status !== 'Planned' && (status !== 'Cancelled' || rng.chance(0.5));
  const reported = ['ReportIssued', 'Correction', 'Closed'].includes(status);
  return {
    visit_number: `MV-${String(schoolYear % 100).padStart(2, '0')}-${String(number).padStart(4, '0')}`,
    lea_id: leaId,
    school_year: schoolYear,
    visit_type: visitType,
    basis,
    status,
    start_date: startDate,
    end_date: endDate,
    notified_date: notified ? shiftDays(startDate, -60) : null,
    records_due_date: notified ? shiftDays(startDate, -30) : null,
    question_set_version: ['Planned', 'Notified', 'Cancelled'].includes(status) ? null : 1,
    report_issued_date: reported ? shiftDays(endDate, rng.int(30, 85)) : null,
    cancel_reason: status === 'Cancelled' ? 'Rescheduled at the LEA’s request after a staffing change' : null,
  };
}

/** Demo visits 2023-2024 to 2026-2027: each LEA in its cycle year, and a few risk-based or targeted ones; does nothing once visits exist. */
export async function seedMonitoring(ctx: ServiceContext<MonitoringDb>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('visits').select('id').limit(1).executeTakeFirst()) return;

  const { leaIds, schoolYears } = await loadSeedDirectory(db, SEED_YEARS);

  const rng = seededRandom(SEED);
  await db.transaction().execute(async (trx) => {
    for (const schoolYear of schoolYears) {
      let number = 0;
      const visits = leaIds.flatMap((leaId, i) => {
        const bases: VisitBasis[] = [];
        if ((schoolYear + i) % CYCLE_YEARS === 0) bases.push('Cyclical');
        if (rng.chance(0.2)) bases.push(rng.pick(['RiskBased', 'Targeted', 'FollowUp'] as const));
        return bases.map((basis) => visit(rng, leaId, schoolYear, basis, ++number));
      });
      // At most two visits per LEA: one statement per year stays well inside PostgreSQL's parameter limit.
      if (visits.length > 0) await trx.insertInto('visits').values(visits).execute();
    }
  });
}
