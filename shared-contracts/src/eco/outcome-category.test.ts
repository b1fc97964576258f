import { DEFAULT_CATEGORY_POLICY, progressCategory, type ProgressCategory } from './outcome-category';

const ratings = [1, 2, 3, 4, 5, 6, 7];
const answers = [true, false, null] as const;
const every = ratings.flatMap((entry) => ratings.flatMap((exit) => answers.map((progress) => ({ entry, exit, progress }))));

/** eco.md's bullets, each read on its own, so that the test checks they never overlap nor leave a gap. */
function bulletsMatching(entry: number, exit: number, progress: boolean | null): (ProgressCategory | 'excluded')[] {
  const ageExpected = (r: number) => r === 6 || r === 7;
  const lowerOrOneToOne = exit < entry || (entry === 1 && exit === 1);
  const matched: (ProgressCategory | 'excluded')[] = [];
  if (ageExpected(entry) && ageExpected(exit)) matched.push('e');
  if (entry >= 1 && entry <= 5 && ageExpected(exit)) matched.push('d');
  if (exit <= 5 && exit > entry) matched.push('c');
  if (exit <= 5 && exit === entry && entry >= 2 && entry <= 5) matched.push('b');
  if (exit <= 5 && lowerOrOneToOne && progress === true) matched.push('b');
  if (exit <= 5 && lowerOrOneToOne && progress === false) matched.push('a');
  if (exit <= 5 && lowerOrOneToOne && progress === null) matched.push('excluded');
  return matched;
}

test.each(every)('entry $entry, exit $exit, progress $progress falls in exactly the category eco.md gives', ({ entry, exit, progress }) => {
  const matched = bulletsMatching(entry, exit, progress);
  expect(matched).toHaveLength(1);
  const result = progressCategory({ entry, exit, progress });
  expect(result.category ?? 'excluded').toBe(matched[0]);
  if (result.excluded) expect(result.excluded).toBe('missingProgress');
});

test('a missing or invalid rating leaves the outcome out, by reason, whatever else is there', () => {
  expect(progressCategory({ entry: null, exit: 5, progress: true })).toEqual({ category: null, excluded: 'missingEntryRating', flags: [] });
  expect(progressCategory({ entry: 3, exit: null, progress: null })).toEqual({ category: null, excluded: 'missingExitRating', flags: [] });
  expect(progressCategory({ entry: null, exit: null, progress: null }).excluded).toBe('missingEntryRating');
  for (const invalid of [0, 8, 2.5, -1]) {
    expect(progressCategory({ entry: invalid, exit: 4, progress: true }).excluded).toBe('invalidEntryRating');
    expect(progressCategory({ entry: 4, exit: invalid, progress: true }).excluded).toBe('invalidExitRating');
  }
});

test('the same rating 2-5 with No is b by default and flagged impossible; the stricter readings give a or leave it out', () => {
  for (const rating of [2, 3, 4, 5]) {
    const scores = { entry: rating, exit: rating, progress: false };
    expect(progressCategory(scores)).toEqual({ category: 'b', excluded: null, flags: ['progressNoImpossible'] });
    expect(progressCategory(scores, { sameRatingWithNo: 'a' })).toEqual({ category: 'a', excluded: null, flags: ['progressNoImpossible'] });
    expect(progressCategory(scores, { sameRatingWithNo: 'exclude' })).toEqual({
      category: null,
      excluded: 'sameRatingWithNo',
      flags: ['progressNoImpossible'],
    });
  }
  expect(DEFAULT_CATEGORY_POLICY.sameRatingWithNo).toBe('b');
});

test('age-expected at both with No stays e, flagged; a missing answer that decides nothing is flagged, not excluded', () => {
  expect(progressCategory({ entry: 7, exit: 6, progress: false })).toEqual({ category: 'e', excluded: null, flags: ['ageExpectedWithNo'] });
  expect(progressCategory({ entry: 3, exit: 6, progress: null })).toEqual({ category: 'd', excluded: null, flags: ['progressMissing'] });
  expect(progressCategory({ entry: 2, exit: 4, progress: null })).toEqual({ category: 'c', excluded: null, flags: ['progressMissing'] });
  expect(progressCategory({ entry: 6, exit: 7, progress: true })).toEqual({ category: 'e', excluded: null, flags: [] });
});

test('each outcome is categorised on its own: one child can be e in A and b in C', () => {
  const child = { A: { entry: 6, exit: 7, progress: true }, C: { entry: 4, exit: 4, progress: true } };
  expect(progressCategory(child.A).category).toBe('e');
  expect(progressCategory(child.C).category).toBe('b');
});
