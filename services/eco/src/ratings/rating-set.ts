import { sql } from 'kysely';
import {
  entryRatingField,
  entryRatingIssues,
  exitRatingField,
  exitRatingIssues,
  OUTCOMES,
  progressCategory,
  progressField,
  type CategoryPolicy,
  type ChildRecord,
  type OutcomeProgress,
  type OutcomeRatings,
  type RatingPhase,
  type RatingSet,
  type RatingStatus,
} from '@portal/shared-contracts/eco';
import type { EcoDb } from '../db';

/** A child's ratings of one phase as stored, dates as ISO days and times as Dates. */
export interface RatingRow {
  id: number;
  phase: RatingPhase;
  ratingDate: string;
  ratings: OutcomeRatings;
  progress: OutcomeProgress;
  status: RatingStatus;
  submittedAt: Date | null;
  finalizedAt: Date | null;
  unlockedAt: Date | null;
  unlockReason: string | null;
  version: number;
}

export interface ChildRatings {
  entry: RatingRow | null;
  exit: RatingRow | null;
}

/** The child's entry and exit ratings; `lock` holds them until the transaction ends. */
export async function readChildRatings(db: EcoDb, childId: number, { lock = false } = {}): Promise<ChildRatings> {
  let query = db
    .selectFrom('outcome_ratings')
    .select([
      'id',
      'phase',
      sql<string>`rating_date::text`.as('rating_date'),
      'rating_a',
      'rating_b',
      'rating_c',
      'progress_a',
      'progress_b',
      'progress_c',
      'status',
      'submitted_at',
      'finalized_at',
      'unlocked_at',
      'unlock_reason',
      'version',
    ])
    .where('child_id', '=', childId);
  if (lock) query = query.forUpdate();
  const rows = (await query.execute()).map((r): RatingRow => ({
    id: r.id,
    phase: r.phase,
    ratingDate: r.rating_date,
    ratings: { A: r.rating_a, B: r.rating_b, C: r.rating_c },
    progress: { A: r.progress_a, B: r.progress_b, C: r.progress_c },
    status: r.status,
    submittedAt: r.submitted_at,
    finalizedAt: r.finalized_at,
    unlockedAt: r.unlocked_at,
    unlockReason: r.unlock_reason,
    version: r.version,
  }));
  return { entry: rows.find((r) => r.phase === 'entry') ?? null, exit: rows.find((r) => r.phase === 'exit') ?? null };
}

/**
 * The data-entry warnings standing on a phase's ratings, the exit's judged against the entry's.
 * Under the rules' default options whatever the state's settings, so an age-expected answer of No
 * kept by an import, or saved before the state made it an error, stays in sight as a warning.
 */
export function standingWarnings(row: RatingRow, entry: RatingRow | null): Record<string, string> {
  return row.phase === 'entry'
    ? entryRatingIssues(row.ratings).warnings
    : exitRatingIssues(entry?.ratings ?? {}, row.ratings, row.progress).warnings;
}

const isoTime = (at: Date | null) => (at ? at.toISOString() : null);

export function toRatingSet(row: RatingRow, entry: RatingRow | null): RatingSet {
  return {
    phase: row.phase,
    ratingDate: row.ratingDate,
    ratings: row.ratings,
    progress: row.progress,
    status: row.status,
    submittedAt: isoTime(row.submittedAt),
    finalizedAt: isoTime(row.finalizedAt),
    unlockedAt: isoTime(row.unlockedAt),
    unlockReason: row.unlockReason,
    version: row.version,
    warnings: standingWarnings(row, entry),
  };
}

/** Each outcome's category by the one shared rule under the state's policy, as the report counts it, or why it has none yet. */
export function categoriesOf({ entry, exit }: ChildRatings, policy: CategoryPolicy): ChildRecord['categories'] {
  const [A, B, C] = OUTCOMES.map((o) =>
    progressCategory({ entry: entry?.ratings[o] ?? null, exit: exit?.ratings[o] ?? null, progress: exit?.progress[o] ?? null }, policy),
  );
  return { A: A!, B: B!, C: C! };
}

/** A phase's status as its history entries name it: entryStatus, exitStatus. */
export const statusField = (phase: RatingPhase) => `${phase}Status`;

/** A phase's date, ratings and answers as history entries name them (the rule messages' field keys). */
export function ratingFields(
  phase: RatingPhase,
  { ratingDate, ratings, progress }: Pick<RatingRow, 'ratingDate' | 'ratings' | 'progress'>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = { [`${phase}RatingDate`]: ratingDate };
  for (const o of OUTCOMES) {
    fields[phase === 'entry' ? entryRatingField(o) : exitRatingField(o)] = ratings[o];
    if (phase === 'exit') fields[progressField(o)] = progress[o];
  }
  return fields;
}
