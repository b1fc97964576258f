/**
 * @jest-environment jest-fixed-jsdom
 */
import { useState, type ReactElement } from 'react';
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Input, Table } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import type { Page } from '../../schemas/lists';
import { DownloadButton } from './DownloadButton';
import { useListFilters } from './list-url-state';
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
      <Table rowKey="id" columns={list.sorted([{ title: 'Name', dataIndex: 'name', sorter: true }])} {...list.tableProps} />
    </>
  );
}

function Location() {
  const location = useLocation();
  return <output aria-label="URL">{location.search}</output>;
}

/** A page whose filter a person chooses, kept in the URL with the list's position. */
function TeamMembers() {
  const { filters, setter } = useListFilters({ team: Number });
  const list = useServerList<Person>({ queryKey: ['team'], path: 'people', filters });
  return (
    <>
      <button onClick={() => setter('team')(3)}>Team 3</button>
      <Table rowKey="id" columns={list.sorted([{ title: 'Name', dataIndex: 'name', sorter: true }])} {...list.tableProps} />
      <Location />
    </>
  );
}

const inRouter = (ui: ReactElement, url = '/') => <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>;

const last = () => Object.fromEntries(asked.at(-1)!.entries());

test('asks the server for one page at a time, sorted and searched there, and back to page 1 on a new search or filter', async () => {
  installServer();
  renderWidget(inRouter(<People />));
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
  renderWidget(inRouter(<People />));
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

test('keeps page, size, sort and filters in the URL, and a URL opens the list where it names', async () => {
  installServer();
  const first = renderWidget(inRouter(<TeamMembers />));
  await screen.findByText('Person 1');
  fireEvent.click(screen.getByTitle('2'));
  await screen.findByText('Person 26');
  fireEvent.click(screen.getByText('Name'));
  fireEvent.click(screen.getByText('Name'));
  await waitFor(() => expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('?size=25&sort=name&order=desc'));
  fireEvent.click(screen.getByTitle('2'));
  fireEvent.click(screen.getByRole('button', { name: 'Team 3' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('?size=25&sort=name&order=desc&team=3'));
  first.unmount();

  renderWidget(inRouter(<TeamMembers />, '/?page=2&size=50&sort=name&order=desc&team=3'));
  await screen.findByText('Person 51');
  expect(last()).toEqual({ pageNumber: '2', pageSize: '50', sortField: 'name', sortDirection: 'desc', team: '3' });
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
});

test('a list given a urlKey keeps its params apart, and one with null leaves the URL alone', async () => {
  installServer();
  function TwoLists() {
    const named = useServerList<Person>({ queryKey: ['named'], path: 'people', urlKey: 'people' });
    const inMemory = useServerList<Person>({ queryKey: ['memory'], path: 'people', urlKey: null });
    return (
      <>
        <Table rowKey="id" columns={[{ title: 'Named', dataIndex: 'name' }]} {...named.tableProps} />
        <Table rowKey="id" columns={[{ title: 'In memory', dataIndex: 'name' }]} {...inMemory.tableProps} />
        <Location />
      </>
    );
  }
  renderWidget(inRouter(<TwoLists />, '/?people.page=2'));
  await waitFor(() => expect(screen.getAllByText('Person 26')).toHaveLength(1));
  fireEvent.click(screen.getAllByTitle('3')[0]!);
  await screen.findByText('Person 51');
  fireEvent.click(screen.getAllByTitle('2')[1]!);
  await waitFor(() => expect(screen.getAllByText('Person 51')).toHaveLength(1));
  expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent(/^\?people\.page=3&people\.size=25$/);
});
