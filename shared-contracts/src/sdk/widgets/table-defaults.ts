import { useSyncExternalStore } from 'react';
import { type TableProps } from 'antd';
import { TABLE_MIN_COLUMN_WIDTH, TABLE_MIN_COLUMN_WIDTH_NARROW, TABLE_NARROW_BREAKPOINT } from '../../constants';

/** Spec 2: a column sorts ascending first, then descending, then back to unsorted. */
export const tableDefaults: Pick<TableProps, 'sortDirections'> = { sortDirections: ['ascend', 'descend'] };

// Numeric, so that 'Item 9' comes before 'Item 10' as a reader expects; 'accent' ignores case only.
const collator = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });

const sortValue = (value: unknown): number | string => {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  return value === null || value === undefined ? '' : String(value);
};

/** Orders two cell values the way spec 2's tables sort: case-insensitively, numbers and dates by value. */
export function compareCaseInsensitive(a: unknown, b: unknown): number {
  const [left, right] = [sortValue(a), sortValue(b)];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** A column's `sorter` comparing the rows' `key` field case-insensitively. */
export function caseInsensitiveSorter<Row>(key: keyof Row): (a: Row, b: Row) => number {
  return (a, b) => compareCaseInsensitive(a[key], b[key]);
}

const narrowScreen = `(max-width: ${TABLE_NARROW_BREAKPOINT}px)`;

function onScreenWidthChange(notify: () => void): () => void {
  const query = window.matchMedia(narrowScreen);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

/** A column's `minWidth`: 115 px, or 175 px at or below 1024 px wide (spec 2), following the window as it resizes. */
export function useMinColumnWidth(): number {
  const narrow = useSyncExternalStore(
    onScreenWidthChange,
    () => window.matchMedia(narrowScreen).matches,
    () => false,
  );
  return narrow ? TABLE_MIN_COLUMN_WIDTH_NARROW : TABLE_MIN_COLUMN_WIDTH;
}
