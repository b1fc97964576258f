/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { HistoryTable, HistoryTexts } from './HistoryTable';
import { renderWidget } from './test-support';

const labels: Record<string, string> = { exitDate: 'Exit date' };

test('each change reads who, what and why, and every field in the words given, from what to what', () => {
  renderWidget(
    <HistoryTable
      caption="Changes to the record"
      fieldLabel={(field) => labels[field] ?? field}
      entries={[
        {
          id: 2,
          at: '2026-06-01T12:00:00.000Z',
          userName: 'Casey State',
          action: 'unlocked',
          reason: 'Exit date corrected',
          changes: { exitDate: { from: '2026-05-01', to: null }, tags: { from: null, to: ['a'] } },
        },
        { id: 1, at: '2026-05-01T12:00:00.000Z', userName: null, action: 'created', reason: null, changes: {} },
      ]}
    />,
  );
  const section = screen.getByRole('region', { name: HistoryTexts.title });
  const table = within(section).getByRole('table', { name: 'Changes to the record' });
  const [first, second] = within(table).getAllByRole('row').slice(1);
  expect(first).toHaveTextContent('Casey State');
  expect(first).toHaveTextContent('unlocked: Exit date corrected');
  expect(first).toHaveTextContent(`Exit date: 2026-05-01 → ${HistoryTexts.none}; tags: ${HistoryTexts.none} → ["a"]`);
  expect(within(second!).getAllByRole('cell')[1]).toHaveTextContent(HistoryTexts.none);
});
