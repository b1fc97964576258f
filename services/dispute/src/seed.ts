import type { Insertable } from 'kysely';
import { loadSeedDirectory, seededRandom, type SeededRandom, type ServiceContext } from '@portal/service-kit';
import type { CaseType, DisputeDb, RequesterRole, RequestsTable } from './db';

const SEED = 0xd15b07e;
const SEED_YEARS = [2024, 2025, 2026, 2027];
/** Cases received in earlier years have run their course; this year's are still moving. */
const CURRENT_YEAR = 2027;

// Weighted by repetition: complaints and mediations are the common filings.
const caseTypes: CaseType[] = ['SC', 'SC', 'SC', 'SC', 'DP', 'DP', 'DP', 'EDP', 'MED', 'MED', 'MED', 'FAC', 'FAC'];

const rolesByType: Record<CaseType, RequesterRole[]> = {
  SC: ['Parent', 'Parent', 'Parent', 'Advocate', 'Organization', 'Guardian'],
  DP: ['Parent', 'Parent', 'Attorney', 'LeaStaff'],
  EDP: ['Parent', 'LeaStaff'],
  MED: ['Parent', 'Parent', 'LeaStaff'],
  FAC: ['Parent', 'LeaStaff'],
};
const finishedByType: Record<CaseType, string[]> = {
  SC: ['Closed', 'Closed', 'Closed', 'CorrectiveAction', 'Withdrawn', 'Dismissed'],
  DP: ['Closed', 'Settled', 'Settled', 'Withdrawn', 'Dismissed', 'Final'],
  EDP: ['Closed', 'Settled', 'Withdrawn'],
  MED: ['Closed', 'Closed', 'NotHeld', 'Withdrawn'],
  FAC: ['Closed', 'Closed', 'Declined', 'Cancelled'],
};
const movingByType: Record<CaseType, string[]> = {
  SC: [
    'IntakeReview',
    'AwaitingInformation',
    'Investigation',
    'Investigation',
    'DecisionDrafting',
    'SupervisorReview',
    'ReportIssued',
    'Closed',
  ],
  DP: ['ResolutionPeriod', 'HearingTimeline', 'HearingScheduled', 'Settled', 'Withdrawn'],
  EDP: ['ResolutionWindow', 'HearingPending', 'DecisionIssued'],
  MED: ['AwaitingAgreement', 'Assigned', 'Scheduled', 'Held', 'Closed'],
  FAC: ['AwaitingAgreement', 'Assigned', 'Scheduled', 'Closed'],
};
/** A state complaint reaches the LEA only once accepted for investigation. */
const scBeforeAcceptance = ['Received', 'IntakeReview', 'AwaitingInformation', 'Dismissed'];
const channels = ['Portal', 'Portal', 'Portal', 'Portal', 'Email', 'Mail', 'Fax'] as const;

function requestsFor(
  rng: SeededRandom,
  leaId: number,
  schoolIds: number[],
  schoolYear: number,
  numbers: Map<CaseType, number>,
): Insertable<RequestsTable>[] {
  return Array.from({ length: rng.int(1, 8) }, () => {
    const type = rng.pick(caseTypes);
    const number = (numbers.get(type) ?? 0) + 1;
    numbers.set(type, number);
    const received = rng.dateInSchoolYear(schoolYear);
    const status = rng.pick(schoolYear < CURRENT_YEAR ? finishedByType[type] : movingByType[type]);
    const seenByLea = type !== 'SC' || !scBeforeAcceptance.includes(status);
    return {
      case_number: `${type}-${String(schoolYear % 100).padStart(2, '0')}-${String(number).padStart(4, '0')}`,
      case_type: type,
      status,
      requester_role: rng.pick(rolesByType[type]),
      is_group_complaint: type === 'SC' && rng.chance(0.1),
      lea_id: leaId,
      school_id: schoolIds.length > 0 ? rng.pick(schoolIds) : null,
      school_year: schoolYear,
      received_date: received,
      intake_channel: rng.pick(channels),
      lea_notified_at: seenByLea ? `${received}T18:00:00Z` : null,
    };
  });
}

/** Demo cases received in 2023-2024 to 2026-2027 about every district and charter; does nothing once requests exist. */
export async function seedDispute(ctx: ServiceContext<DisputeDb>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('requests').select('id').limit(1).executeTakeFirst()) return;

  const { leaIds, schoolIdsOf, schoolYears } = await loadSeedDirectory(db, SEED_YEARS);

  const rng = seededRandom(SEED);
  await db.transaction().execute(async (trx) => {
    for (const schoolYear of schoolYears) {
      // Case numbers run per type and year.
      const numbers = new Map<CaseType, number>();
      for (const leaId of leaIds) {
        await trx
          .insertInto('requests')
          .values(requestsFor(rng, leaId, schoolIdsOf(leaId), schoolYear, numbers))
          .execute();
      }
    }
  });
}
