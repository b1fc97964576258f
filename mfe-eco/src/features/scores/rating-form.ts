import { FieldMessages } from '@portal/shared-contracts';
import {
  entryRatingField,
  entryRatingIssues,
  exitRatingField,
  exitRatingIssues,
  OUTCOMES,
  progressField,
  ratingDateError,
  type ChildRecord,
  type ExitRuleOptions,
  type OutcomeProgress,
  type OutcomeRatings,
  type RatingIssues,
  type RatingPhase,
  type RatingsSave,
} from '@portal/shared-contracts/eco';
import { today } from '../../components/child-form';

/**
 * The rating form's values, keyed as the rules and the service key their messages (entryRatingA,
 * exitRatingB, progressC), so a field error lands under its field wherever it came from.
 */
export type RatingFormValues = Record<string, number | boolean | string | null>;

export const ratingKey = (phase: RatingPhase) => (phase === 'entry' ? entryRatingField : exitRatingField);

export function initialRatingValues(child: ChildRecord, phase: RatingPhase): RatingFormValues {
  const saved = phase === 'entry' ? child.entry : child.exit;
  const values: RatingFormValues = { ratingDate: saved?.ratingDate ?? (phase === 'entry' ? child.entryDate : child.exitDate) };
  for (const outcome of OUTCOMES) {
    values[ratingKey(phase)(outcome)] = saved?.ratings[outcome] ?? null;
    if (phase === 'exit') values[progressField(outcome)] = saved?.progress[outcome] ?? null;
  }
  return values;
}

const perOutcome = <T>(read: (outcome: (typeof OUTCOMES)[number]) => T) =>
  Object.fromEntries(OUTCOMES.map((o) => [o, read(o)])) as Record<(typeof OUTCOMES)[number], T>;

export function toRatingsSave(values: RatingFormValues, phase: RatingPhase, version: number | undefined): RatingsSave {
  return {
    ratingDate: values.ratingDate as string,
    ratings: perOutcome((o) => values[ratingKey(phase)(o)] as number | null),
    ...(phase === 'exit' ? { progress: perOutcome((o) => values[progressField(o)] as boolean | null) } : {}),
    ...(version ? { version } : {}),
  };
}

/** eco.md's data-entry rules, as the state has set them (`exitRules`), on the form as it stands, against the child's saved entry ratings at exit. */
export function ratingIssues(values: RatingFormValues, phase: RatingPhase, child: ChildRecord, exitRules: ExitRuleOptions): RatingIssues {
  const dateError = ratingDateError((values.ratingDate as string | null) ?? null, today());
  const issues =
    phase === 'entry'
      ? entryRatingIssues(perOutcome((o) => values[entryRatingField(o)] as number | null))
      : exitRatingIssues(
          (child.entry?.ratings ?? perOutcome(() => null)) as OutcomeRatings,
          perOutcome((o) => values[exitRatingField(o)] as number | null),
          perOutcome((o) => values[progressField(o)] as boolean | null) as OutcomeProgress,
          exitRules,
        );
  const errors = {
    ...issues.errors,
    ...(values.ratingDate ? {} : { ratingDate: FieldMessages.required }),
    ...(dateError ? { ratingDate: dateError } : {}),
  };
  return { errors, warnings: issues.warnings };
}
