/**
 * @jest-environment jest-fixed-jsdom
 */
import { useState } from 'react';
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Input, Table } from 'antd';
import type { Page } from '../../schemas/lists';
import { DownloadButton } from './DownloadButton';
import { useServerList } from './server-list';
import { renderWidget } from './test-support';

interface Person {
  id: number;
  name: string;
}

const asked: URLSearchParams[] = [];
const everyone: Person[] = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }));

/** A list call that pages and filters as a service does, answering a file when asked. */
function installServer() {
  asked.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    asked.push(url.searchParams);
    if (url.searchParams.get('format')) return new Response('Name\r\nPerson 1\r\n', { headers: { 'content-type': 'text/csv' } });
    const matching = everyone.filter((p) => p.name.includes(url.searchParams.get('search') ?? ''));
    const pageNumber = Number(url.searchParams.get('pageNumber'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const page: Page<Person> = {
      items: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      totalCount: matching.length,
      pageNumber,
      pageSize,
    };
    return Response.json(page);
  }) as typeof fetch;
}

function People() {
  const [lea, setLea] = useState('7');
  const list = useServerList<Person>({ queryKey: ['people'], path: 'people', filters: { lea } });
  return (
    <>
      <button onClick={() => setLea('8')}>Another LEA</button>
      <Input.Search aria-label="Search" onSearch={list.setSearch} />
      <DownloadButton {...list.download} name="people" />
      <Table rowKey="id" columns={[{ title: 'Name', dataIndex: 'name', sorter: true }]} {...list.tableProps} />
    </>
  );
}

const last = () => Object.fromEntries(asked.at(-1)!.entries());

test('asks the server for one page at a time, sorted and searched there, and back to page 1 on a new search or filter', async () => {
  installServer();
  renderWidget(<People />);
  await screen.findByText('Person 1');
  expect(last()).toEqual({ pageNumber: '1', pageSize: '25', lea: '7' });
  expect(screen.getByText('1 - 25 / 60')).toBeInTheDocument();

  fireEvent.click(screen.getByTitle('2'));
  await screen.findByText('Person 26');
  expect(last()).toMatchObject({ pageNumber: '2' });

  fireEvent.click(screen.getByText('Name'));
  await waitFor(() => expect(last()).toMatchObject({ sortField: 'name', sortDirection: 'asc' }));

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Person 5' } });
  fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(last()).toMatchObject({ pageNumber: '1', search: 'Person 5', sortField: 'name' }));

  fireEvent.click(screen.getByRole('button', { name: 'Another LEA' }));
  await waitFor(() => expect(last()).toMatchObject({ lea: '8', pageNumber: '1' }));
});

test.each([
  ['Download CSV', 'csv'],
  ['Download Excel (.xlsx)', 'xlsx'],
])('%s downloads the whole filtered, sorted list, without the page, and saves it under its name', async (button, format) => {
  installServer();
  const created: string[] = [];
  URL.createObjectURL = () => {
    created.push('blob');
    return 'blob:people';
  };
  URL.revokeObjectURL = () => {};
  const saved: string[] = [];
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderWidget(<People />);
  await screen.findByText('Person 1');
  fireEvent.click(screen.getByText('Name'));
  await waitFor(() => expect(last()).toMatchObject({ sortField: 'name' }));
  fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  expect(last()).toEqual({ lea: '7', sortField: 'name', sortDirection: 'asc', format });
  expect(saved).toEqual([`people.${format}`]);
  expect(created).toHaveLength(1);
  clicked.mockRestore();
});
