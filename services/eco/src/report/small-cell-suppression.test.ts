import {
  EXCLUSION_REASONS,
  OUTCOMES,
  PROGRESS_CATEGORIES,
  QUALITY_FLAGS,
  type B7Report,
  type ExclusionReason,
  type Outcome,
  type ProgressCategory,
  type QualityFlag,
} from '@portal/shared-contracts/eco';
import { suppressSmallCells, type B7CountCell, type HiddenBecause } from './small-cell-suppression';

type Counts = Record<ProgressCategory, number>;
const NOBODY: Counts = { a: 0, b: 0, c: 0, d: 0, e: 0 };
const NO_EXCLUSIONS = Object.fromEntries(EXCLUSION_REASONS.map((reason) => [reason, 0])) as Record<ExclusionReason, number>;
const NO_FLAGS = Object.fromEntries(QUALITY_FLAGS.map((flag) => [flag, 0])) as Record<QualityFlag, number>;

/** An LEA's report as the suppression reads it: counts, included and exclusions (percents play no part). */
function lea(
  leaId: number,
  outcomes: Partial<Record<Outcome, { counts?: Counts; excluded?: Partial<Record<ExclusionReason, number>> }>>,
): B7Report {
  return {
    schoolYear: 2031,
    leaId,
    exited: 0,
    shortStays: 0,
    outcomes: OUTCOMES.map((outcome) => {
      const counts = outcomes[outcome]?.counts ?? NOBODY;
      const included = PROGRESS_CATEGORIES.reduce((sum, category) => sum + counts[category], 0);
      return {
        outcome,
        counts,
        included,
        percents: { a: null, b: null, c: null, d: null, e: null },
        summaryStatement1: null,
        summaryStatement2: null,
        excluded: { ...NO_EXCLUSIONS, ...outcomes[outcome]?.excluded },
        flagged: NO_FLAGS,
      };
    }),
  };
}

const ROW: readonly B7CountCell[] = [...PROGRESS_CATEGORIES, 'included'];

test('a small count is hidden, and beside it the next smallest count of its row and of its column across the LEAs', () => {
  const leas = [
    lea(1, { A: { counts: { a: 3, b: 20, c: 30, d: 40, e: 50 } } }),
    lea(2, { A: { counts: { a: 15, b: 25, c: 35, d: 45, e: 55 } } }),
  ];
  const { hidden } = suppressSmallCells(leas, 10);
  const rowOf = (leaId: number) => Object.fromEntries(ROW.map((cell) => [cell, hidden(leaId, 'A', cell)]));
  // 1's a is small; its b, the smallest other count of its row, would give it back from the included count;
  // 2's a and b would give back 1's from the state's a and b.
  expect(rowOf(1)).toEqual({ a: 'small', b: 'complement', c: null, d: null, e: null, included: null });
  expect(rowOf(2)).toEqual({ a: 'complement', b: 'complement', c: null, d: null, e: null, included: null });
  expect(hidden(1, 'B', 'a')).toBeNull();
});

test('an exclusion is hidden beside a small one in the next smallest LEA above 0, as a hidden 0 would give nothing away', () => {
  const leas = [1, 2, 3].map((leaId) => lea(leaId, { C: { excluded: { missingEntryRating: [2, 0, 12][leaId - 1] } } }));
  const { hidden } = suppressSmallCells(leas, 5);
  expect([1, 2, 3].map((leaId) => hidden(leaId, 'C', 'missingEntryRating'))).toEqual(['small', null, 'complement']);
  expect(hidden(1, 'C', 'missingExitRating')).toBeNull();
});

test('a 0 is hidden beside a small count only when the rest of its column is 0', () => {
  const leas = [lea(1, { A: { counts: { ...NOBODY, a: 2, e: 40 } } }), lea(2, { A: { counts: { ...NOBODY, b: 30, e: 30 } } })];
  const { hidden } = suppressSmallCells(leas, 10);
  const rowOf = (leaId: number) => Object.fromEntries(ROW.map((cell) => [cell, hidden(leaId, 'A', cell)]));
  // 1's e goes beside its a, then 2's e beside it in the column: so 2's row holds two hidden counts.
  expect(rowOf(1)).toEqual({ a: 'small', b: null, c: null, d: null, e: 'complement', included: null });
  expect(rowOf(2)).toEqual({ a: 'complement', b: null, c: null, d: null, e: 'complement', included: null });
});

test('size 0 hides nothing, and counts of n and more are never small', () => {
  const leas = [
    lea(1, { A: { counts: { a: 1, b: 10, c: 10, d: 10, e: 10 } } }),
    lea(2, { A: { counts: { a: 10, b: 10, c: 10, d: 10, e: 10 } } }),
  ];
  expect(ROW.map((cell) => suppressSmallCells(leas, 0).hidden(1, 'A', cell))).toEqual(ROW.map(() => null));
  expect(suppressSmallCells(leas, 10).hidden(1, 'A', 'b')).not.toBe('small');
});

/** A fixed sequence of counts shaped like a state's: many small LEAs, a few large ones. */
function* counts(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const draw = state / 2 ** 31;
    yield Math.floor(draw < 0.6 ? draw * 15 : draw ** 3 * 200);
  }
}

test('over a state of mixed LEAs: every small count is hidden as small, and no row or column sum has exactly one hidden count', () => {
  const draws = counts(7);
  const next = () => draws.next().value as number;
  const leaIds = Array.from({ length: 40 }, (_, i) => i + 1);
  const leas = leaIds.map((leaId) =>
    lea(
      leaId,
      Object.fromEntries(
        OUTCOMES.map((outcome) => [
          outcome,
          {
            counts: Object.fromEntries(PROGRESS_CATEGORIES.map((category) => [category, next()])) as Counts,
            excluded: Object.fromEntries(EXCLUSION_REASONS.map((reason) => [reason, next() % 6])),
          },
        ]),
      ),
    ),
  );
  const n = 10;
  const { hidden } = suppressSmallCells(leas, n);
  const valueOf = (report: B7Report, outcome: Outcome, cell: B7CountCell) => {
    const figures = report.outcomes.find((f) => f.outcome === outcome)!;
    if (cell === 'included') return figures.included;
    return cell in figures.counts ? figures.counts[cell as ProgressCategory] : figures.excluded[cell as ExclusionReason];
  };
  const hiddenIn = (cells: (HiddenBecause | null)[]) => cells.filter((why) => why !== null).length;

  let hiddenCount = 0;
  for (const outcome of OUTCOMES) {
    for (const report of leas) {
      for (const cell of [...ROW, ...EXCLUSION_REASONS]) {
        const value = valueOf(report, outcome, cell);
        const why = hidden(report.leaId!, outcome, cell);
        expect(why === 'small').toBe(value > 0 && value < n);
        if (why !== null) hiddenCount += 1;
      }
      expect(hiddenIn(ROW.map((cell) => hidden(report.leaId!, outcome, cell)))).not.toBe(1);
    }
    for (const cell of [...ROW, ...EXCLUSION_REASONS]) expect(hiddenIn(leaIds.map((leaId) => hidden(leaId, outcome, cell)))).not.toBe(1);
  }
  // The method hides what it must, not the whole file.
  expect(hiddenCount).toBeLessThan(leas.length * OUTCOMES.length * (ROW.length + EXCLUSION_REASONS.length));
});
