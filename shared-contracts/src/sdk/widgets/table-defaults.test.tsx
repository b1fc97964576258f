/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { caseInsensitiveSorter, compareCaseInsensitive, tableDefaults, useMinColumnWidth } from './table-defaults';
import { renderWidget } from './test-support';

describe('case-insensitive comparison', () => {
  test('ignores case', () => {
    expect(['banana', 'Cherry', 'apple', 'Apricot'].sort(compareCaseInsensitive)).toEqual(['apple', 'Apricot', 'banana', 'Cherry']);
    expect(compareCaseInsensitive('ABC', 'abc')).toBe(0);
  });
  test('numbers and dates by value, digits in text as numbers, empty first', () => {
    expect([10, 9, 100].sort(compareCaseInsensitive)).toEqual([9, 10, 100]);
    expect(compareCaseInsensitive(new Date(2026, 0, 2), new Date(2025, 11, 31))).toBeGreaterThan(0);
    expect(['Item 10', 'item 9'].sort(compareCaseInsensitive)).toEqual(['item 9', 'Item 10']);
    expect(['b', null, 'a'].sort(compareCaseInsensitive)).toEqual([null, 'a', 'b']);
    expect(compareCaseInsensitive(undefined, 'a')).toBeLessThan(0);
  });
});

test('a column sorts case-insensitively, ascending on the first click, then descending', () => {
  const rows = [
    { key: 1, name: 'banana' },
    { key: 2, name: 'Cherry' },
    { key: 3, name: 'apple' },
  ];
  renderWidget(
    <Table
      {...tableDefaults}
      dataSource={rows}
      pagination={false}
      columns={[{ title: 'Name', dataIndex: 'name', sorter: caseInsensitiveSorter<(typeof rows)[number]>('name') }]}
    />,
  );
  const names = () =>
    within(screen.getAllByRole('rowgroup')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  fireEvent.click(screen.getByText('Name'));
  expect(names()).toEqual(['apple', 'banana', 'Cherry']);
  fireEvent.click(screen.getByText('Name'));
  expect(names()).toEqual(['Cherry', 'banana', 'apple']);
});

describe('minimum column width', () => {
  const listeners = new Set<() => void>();
  let narrow = false;
  const original = window.matchMedia;

  beforeEach(() => {
    narrow = false;
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return query === '(max-width: 1024px)' && narrow;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
    listeners.clear();
  });

  test('115 px on a wide screen, 175 px at or below 1024 px, following a resize', () => {
    const { result } = renderHook(() => useMinColumnWidth());
    expect(result.current).toBe(115);

    narrow = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current).toBe(175);
  });
});
