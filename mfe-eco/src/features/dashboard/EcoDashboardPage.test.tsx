import { screen, within } from '@testing-library/react';
import { TextBlockCodes, type OverviewResponse } from '@portal/shared-contracts';
import { EcoPermissions, type B7OutcomeFigures, type B7Report } from '@portal/shared-contracts/eco';
import { installApi, type ApiCall } from '@portal/shared-contracts/testing';
import { B7ChartTexts } from '../../components/b7-chart-texts';
import { adams, districtUser, renderEcoPage, textBlock, textBlockPath } from '../../testing/eco-harness';
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

const counted = (outcome: B7OutcomeFigures['outcome'], a: number, e: number) =>
  ({ outcome, counts: { a, b: 0, c: 0, d: 0, e } }) as B7OutcomeFigures;
const adamsCategories = {
  schoolYear: 2027,
  leaId: adams.id,
  outcomes: [counted('A', 2, 1), counted('B', 0, 3), counted('C', 1, 0)],
} as B7Report;

function installDashboard() {
  return installApi((call: ApiCall) => {
    if (call.path === '/api/eco/reports/b7' && call.query.leaId === String(adams.id)) return adamsCategories;
    return undefined;
  });
}

test("charts the chosen LEA's progress categories per outcome for whoever may read its report", async () => {
  installDashboard();
  renderEcoPage(EcoDashboardPage, 'dashboard', districtUser);
  const table = await screen.findByRole('table', { name: B7ChartTexts.categoriesTitle });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
  ).toEqual([
    ['Outcome', 'Category a', 'Category b', 'Category c', 'Category d', 'Category e'],
    ['Outcome A', '2', '0', '0', '0', '1'],
    ['Outcome B', '0', '0', '0', '0', '3'],
    ['Outcome C', '1', '0', '0', '0', '0'],
  ]);
});

test('draws no chart, and asks for no report, for a user without Eco.reports.view', async () => {
  const calls = installDashboard();
  renderEcoPage(
    EcoDashboardPage,
    'dashboard',
    districtUser.filter((permission) => permission !== EcoPermissions.ReportsView),
  );
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('figure')).toBeNull();
  expect(calls.map((call) => call.path)).not.toContain('/api/eco/reports/b7');
});
