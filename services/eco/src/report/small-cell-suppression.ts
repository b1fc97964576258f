import {
  EXCLUSION_REASONS,
  PROGRESS_CATEGORIES,
  type B7Report,
  type ExclusionReason,
  type Outcome,
  type ProgressCategory,
} from '@portal/shared-contracts/eco';

/** A count of an LEA's outcome row in the public B7 file. */
export type B7CountCell = ProgressCategory | 'included' | ExclusionReason;

/** Why a count is hidden: it is small itself, or it would give a small one back by subtraction. */
export type HiddenBecause = 'small' | 'complement';

export interface SmallCellSuppression {
  /** Counts from 1 to one less than this are small; 0 hides nothing. */
  smallCellSize: number;
  hidden(leaId: number, outcome: Outcome, cell: B7CountCell): HiddenBecause | null;
}

interface Cell {
  value: number;
  hidden: HiddenBecause | null;
}

/**
 * The shown cell to hide beside a group's one hidden cell: the smallest count above 0, as it
 * costs the reader least, and a 0 only where there is no other, since a hidden 0 among shown
 * counts is given back by the same subtraction.
 */
function complementOf(group: readonly Cell[]): Cell | undefined {
  const shown = group.filter((cell) => cell.hidden === null).sort((x, y) => x.value - y.value);
  return shown.find((cell) => cell.value > 0) ?? shown[0];
}

/**
 * Small-cell suppression of the LEAs' B7 figures, primary and complementary (eco.md leaves the
 * method to the state). Primary: a count from 1 to n - 1 is hidden. Complementary: a count that
 * is the only hidden one of a sum the file shows would come back by subtraction, so another is
 * hidden beside it, until no such sum has exactly one. The sums are each LEA's outcome row
 * (a + b + c + d + e = included) and each column across the LEAs (their counts add up to the
 * state's, which is published whole). This is the usual next-smallest-cell method, not a
 * linear-programming audit: a reader can still bound a hidden count, never read it.
 *
 * `leas` must be every LEA with children in the year, whoever downloads: one pattern for the
 * state, so that two files cut to different LEAs can never be set side by side to undo it.
 */
export function suppressSmallCells(leas: readonly B7Report[], smallCellSize: number): SmallCellSuppression {
  const cells = new Map<string, Cell>();
  const keyOf = (leaId: number, outcome: Outcome, cell: B7CountCell) => `${leaId}/${outcome}/${cell}`;
  const cellOf = (leaId: number, outcome: Outcome, cell: B7CountCell, value: number): Cell => {
    const made: Cell = { value, hidden: value > 0 && value < smallCellSize ? 'small' : null };
    cells.set(keyOf(leaId, outcome, cell), made);
    return made;
  };

  const rows: Cell[][] = [];
  const columns = new Map<string, Cell[]>();
  const addToColumn = (outcome: Outcome, cell: B7CountCell, made: Cell) => {
    const key = `${outcome}/${cell}`;
    columns.set(key, [...(columns.get(key) ?? []), made]);
  };
  for (const lea of leas) {
    const leaId = lea.leaId!;
    for (const figures of lea.outcomes) {
      const counts = [
        ...PROGRESS_CATEGORIES.map((category) => [category, figures.counts[category]] as const),
        ['included', figures.included] as const,
      ].map(([cell, value]) => {
        const made = cellOf(leaId, figures.outcome, cell, value);
        addToColumn(figures.outcome, cell, made);
        return made;
      });
      rows.push(counts);
      // No total of exclusions is published, so their only sums are the columns.
      for (const reason of EXCLUSION_REASONS)
        addToColumn(figures.outcome, reason, cellOf(leaId, figures.outcome, reason, figures.excluded[reason]));
    }
  }

  const groups = [...rows, ...columns.values()];
  // Each pass hides at least one more cell or ends, so this stops within the number of cells.
  for (let changed = true; changed;) {
    changed = false;
    for (const group of groups) {
      if (group.filter((cell) => cell.hidden !== null).length !== 1) continue;
      const complement = complementOf(group);
      if (!complement) continue;
      complement.hidden = 'complement';
      changed = true;
    }
  }

  return {
    smallCellSize,
    hidden: (leaId, outcome, cell) => cells.get(keyOf(leaId, outcome, cell))?.hidden ?? null,
  };
}
