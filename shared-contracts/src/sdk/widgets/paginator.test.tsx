/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, renderHook, screen, within } from '@testing-library/react';
import { Pagination, Table } from 'antd';
import { PAGE_SIZE_ALL, paginatorRangeLabel, usePaginator } from './paginator';
import { renderWidget } from './test-support';

describe('range label', () => {
  test.each([
    [1, 25, 60, '1 - 25 / 60'],
    [2, 25, 60, '26 - 50 / 60'],
    [3, 25, 60, '51 - 60 / 60'],
    [1, 100, 60, '1 - 60 / 60'],
    [1, PAGE_SIZE_ALL, 60, '1 - 60 / 60'],
    [1, 25, 0, '0 / 0'],
    [5, 25, 60, '51 - 60 / 60'],
    [1, 25, 25, '1 - 25 / 25'],
  ])('page %p of size %p over %p rows reads %p', (page, pageSize, total, label) => {
    expect(paginatorRangeLabel(page, pageSize, total)).toBe(label);
  });
});

test('starts on page 1 with 25 rows a page', () => {
  const { result } = renderHook(() => usePaginator());
  expect([result.current.page, result.current.pageSize]).toEqual([1, 25]);
});

function List({ total }: { total: number }) {
  const { pagination } = usePaginator();
  return <Pagination {...pagination} total={total} />;
}

const sizeChanger = () => screen.getByRole('combobox', { name: 'Items per page' });

test('labels of spec 2: Items per page, Previous, Next, and the range label', () => {
  renderWidget(<List total={60} />);

  expect(sizeChanger()).toBeInTheDocument();
  expect(screen.getByText('Items per page')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
  expect(screen.getByText('1 - 25 / 60')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('26 - 50 / 60')).toBeInTheDocument();
});

test('offers 25, 50, 100 and All; All shows every row on one page', async () => {
  renderWidget(<List total={260} />);

  fireEvent.mouseDown(sizeChanger());
  const listbox = await screen.findByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['25', '50', '100', 'All']);
  fireEvent.click(screen.getByTitle('All'));
  expect(screen.getByText('1 - 260 / 260')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a page can offer the numbers without All', async () => {
  function Numbers() {
    const { pagination } = usePaginator(undefined, { all: false });
    return <Pagination {...pagination} total={260} />;
  }
  renderWidget(<Numbers />);

  fireEvent.mouseDown(sizeChanger());
  const listbox = await screen.findByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['25', '50', '100']);
});

test("drives an antd Table's pages", () => {
  const rows = Array.from({ length: 30 }, (_, i) => ({ key: i, name: `Row ${i + 1}` }));
  function Rows() {
    const { pagination } = usePaginator();
    return <Table dataSource={rows} columns={[{ title: 'Name', dataIndex: 'name' }]} pagination={pagination} />;
  }
  renderWidget(<Rows />);

  expect(screen.getByText('Row 25')).toBeInTheDocument();
  expect(screen.queryByText('Row 26')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Row 30')).toBeInTheDocument();
  expect(screen.getByText('26 - 30 / 30')).toBeInTheDocument();
});
