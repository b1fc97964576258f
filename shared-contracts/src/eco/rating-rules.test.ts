import { FieldMessages } from '../field-messages';
import { EcoRatingMessages as M, entryRatingIssues, exitRatingIssues, ratingDateError } from './rating-rules';

const none = { A: null, B: null, C: null };

test('ratings are whole numbers 1 to 7', () => {
  expect(entryRatingIssues({ A: 0, B: 7, C: 3.5 }).errors).toEqual({ entryRatingA: M.ratingRange, entryRatingC: M.ratingRange });
  expect(exitRatingIssues({ A: 3, B: 3, C: 3 }, { A: 8, B: null, C: null }, none).errors).toEqual({ exitRatingA: M.ratingRange });
});

test('rating dates are not in the future', () => {
  expect(ratingDateError('2026-11-26', '2026-11-25')).toBe(FieldMessages.noFutureDates);
  expect(ratingDateError('2026-11-25', '2026-11-25')).toBeNull();
});

test('an exit rating needs an entry rating for the same outcome; a progress answer needs an exit rating', () => {
  expect(exitRatingIssues({ A: null, B: 2, C: 2 }, { A: 4, B: 3, C: null }, { A: true, B: true, C: true }).errors).toEqual({
    exitRatingA: M.exitNeedsEntry,
    progressC: M.progressWithoutExit,
  });
});

test('a higher exit, or the same rating 2 to 5, needs Yes', () => {
  const { errors } = exitRatingIssues({ A: 2, B: 4, C: 1 }, { A: 3, B: 4, C: 1 }, { A: false, B: false, C: false });
  expect(errors).toEqual({ progressA: M.higherNeedsYes, progressB: M.sameNeedsYes });
});

test('age-expected at both with No is a warning; a missing answer is an error only where it decides the category', () => {
  const issues = exitRatingIssues({ A: 6, B: 5, C: 3 }, { A: 7, B: 3, C: 5 }, { A: false, B: null, C: null });
  expect(issues.errors).toEqual({ progressB: M.progressDecides });
  expect(issues.warnings).toEqual({ progressA: M.ageExpectedWithNo, progressC: M.progressMissing });
});

test('a lower exit with No, and 1 to 1 with No, are plausible', () => {
  expect(exitRatingIssues({ A: 5, B: 1, C: 7 }, { A: 2, B: 1, C: 3 }, { A: false, B: false, C: false })).toEqual({
    errors: {},
    warnings: {},
  });
});

test("the state's setting makes age-expected at both with No an error that asks for Yes; other rules are unchanged", () => {
  const entry = { A: 6, B: 5, C: 3 };
  const exit = { A: 7, B: 3, C: 5 };
  const progress = { A: false, B: null, C: null };
  expect(exitRatingIssues(entry, exit, progress, { ageExpectedWithNo: 'warning' })).toEqual(exitRatingIssues(entry, exit, progress));
  const issues = exitRatingIssues(entry, exit, progress, { ageExpectedWithNo: 'error' });
  expect(issues.errors).toEqual({ progressA: M.ageExpectedNeedsYes, progressB: M.progressDecides });
  expect(issues.warnings).toEqual({ progressC: M.progressMissing });
  expect(
    exitRatingIssues({ A: 6, B: 7, C: 6 }, { A: 6, B: 7, C: 7 }, { A: true, B: null, C: true }, { ageExpectedWithNo: 'error' }),
  ).toEqual({ errors: {}, warnings: { progressB: M.progressMissing } });
});
