import { screen } from '@testing-library/react';
import { TextBlockCodes, type OverviewResponse } from '@portal/shared-contracts';
import { installApi } from '@portal/shared-contracts/testing';
import { districtUser, renderEcoPage, textBlock, textBlockPath } from '../testing/eco-harness';
import { EcoDashboardPage } from './EcoDashboardPage';

test("shows the LEA's counts with the state's dashboard instructions and the lists that act on them", async () => {
  installApi((call) => {
    if (call.path === '/api/eco/overview')
      return {
        leaId: 2,
        leaName: 'Adams Public Schools',
        schoolYear: '2026-2027',
        figures: [{ key: 'entryOverdue', label: 'Without entry ratings past the entry window', value: 4 }],
      } satisfies OverviewResponse;
    if (call.path === textBlockPath(TextBlockCodes.childSearchDashboard))
      return textBlock(TextBlockCodes.childSearchDashboard, '<p>Enter entry ratings within 30 days.</p>');
    return undefined;
  });
  renderEcoPage(EcoDashboardPage, 'dashboard', districtUser);
  expect(await screen.findByText('Enter entry ratings within 30 days.')).toBeInTheDocument();
  expect(await screen.findByText('Without entry ratings past the entry window')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Status of every child' })).toHaveAttribute('href', '/child-search/status');
});
