/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { TextBlock as TextBlockData } from '../../schemas/text-blocks';
import { TextBlockCodes, TextBlockGroups } from '../../text-block-codes';
import { queriesSettled, renderWidget } from './test-support';
import { TextBlock, TextBlockGroup } from './TextBlock';

const block = (overrides: Partial<TextBlockData> = {}): TextBlockData => ({
  id: 1,
  title: 'Welcome',
  html: '<p>Hello <strong>there</strong></p>',
  isVisible: true,
  blockCode: TextBlockCodes.mainDashboard,
  groupCode: TextBlockGroups.dashboard,
  displayFormat: 'Div',
  ...overrides,
});

let fetchMock: jest.SpiedFunction<typeof fetch>;
const answer = (body: unknown, status = 200) => fetchMock.mockImplementation(async () => Response.json(body, { status }));
const requestedPath = () => new URL((fetchMock.mock.calls[0]?.[0] as Request).url).pathname;

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchMock.mockRestore());

test('shows a Div block by its code, without a title', async () => {
  answer(block());
  renderWidget(<TextBlock code={TextBlockCodes.mainDashboard} />);

  expect(await screen.findByText('there')).toContainHTML('<strong>there</strong>');
  expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
  expect(requestedPath()).toBe('/api/text-blocks/by-block-code/MAIN_DASHBOARD_TEXT');
});

test('a Card block shows in an antd Card titled with the block title', async () => {
  answer(block({ displayFormat: 'Card' }));
  const { container } = renderWidget(<TextBlock code={TextBlockCodes.mainDashboard} />);

  expect(await screen.findByText('Welcome')).toBeInTheDocument();
  expect(container.querySelector('.ant-card')).toContainElement(screen.getByText('there'));
});

test('the format prop overrides the format the block was saved with', async () => {
  answer(block({ displayFormat: 'Div' }));
  const { container } = renderWidget(<TextBlock code={TextBlockCodes.mainDashboard} format="Card" />);

  expect(await screen.findByText('Welcome')).toBeInTheDocument();
  expect(container.querySelector('.ant-card')).not.toBeNull();
});

test('the HTML is sanitised again in the browser', async () => {
  answer(
    block({
      html: '<p onclick="steal()">Read <a href="javascript:steal()">me</a><script>steal()</script><img src=x onerror="steal()"></p>',
    }),
  );
  const { container } = renderWidget(<TextBlock code={TextBlockCodes.mainDashboard} />);

  await screen.findByText('me');
  expect(container.querySelector('.text-block')?.innerHTML).toBe('<p>Read <a>me</a></p>');
});

test.each([
  ['missing (404)', 404],
  ['unreadable (500)', 500],
])('nothing shows while loading, nor when the block is %s', async (_, status) => {
  answer({ statusCode: status, message: 'No block' }, status);
  const { container, queryClient } = renderWidget(<TextBlock code={TextBlockCodes.mainDashboard} />);

  expect(container.querySelector('.text-block')).toBeNull();
  await queriesSettled(queryClient);
  expect(container.querySelector('.text-block')).toBeNull();
});

test('a group shows each of its visible blocks in its own format', async () => {
  answer([
    block(),
    block({ id: 2, title: 'Hidden', html: '<p>hidden</p>', isVisible: false }),
    block({ id: 3, title: 'Help', html: '<p>Call us</p>', displayFormat: 'Card' }),
  ]);
  renderWidget(<TextBlockGroup group={TextBlockGroups.dashboard} />);

  expect(await screen.findByText('Call us')).toBeInTheDocument();
  expect(screen.getByText('Help')).toBeInTheDocument();
  expect(screen.getByText('there')).toBeInTheDocument();
  expect(screen.queryByText('hidden')).not.toBeInTheDocument();
  expect(requestedPath()).toBe('/api/text-blocks/by-group-code/DASHBOARD');
});
