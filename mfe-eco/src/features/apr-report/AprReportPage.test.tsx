import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TextBlockCodes } from '@portal/shared-contracts';
import { type B7Trend } from '@portal/shared-contracts/eco';
import {
  EcoPermissions,
  type B7OutcomeFigures,
  type B7Report,
  type B7ReportByLea,
  type ExclusionReason,
  type Outcome,
  type QualityFlag,
} from '@portal/shared-contracts/eco';
import { installApi, type ApiCall } from '@portal/shared-contracts/testing';
import { adams, baker, districtUser, renderEcoPage, stateUser, textBlock, textBlockPath } from '../../testing/eco-harness';
import { B7ChartTexts } from '../../components/b7-chart-texts';
import { AprReportTexts as T } from './apr-report-texts';
import { AprReportPage } from './AprReportPage';

const noExclusions: Record<ExclusionReason, number> = {
  missingEntryRating: 0,
  missingExitRating: 0,
  invalidEntryRating: 0,
  invalidExitRating: 0,
  missingProgress: 0,
  sameRatingWithNo: 0,
};
const noFlags: Record<QualityFlag, number> = { progressNoImpossible: 0, ageExpectedWithNo: 0, progressMissing: 0 };

/** One outcome as the service answers it: percents and statements at full precision, null over nobody. */
function outcome(
  name: Outcome,
  [a, b, c, d, e]: [number, number, number, number, number],
  excluded: Partial<Record<ExclusionReason, number>> = {},
  flagged: Partial<Record<QualityFlag, number>> = {},
): B7OutcomeFigures {
  const included = a + b + c + d + e;
  const percent = (count: number) => (included ? (count / included) * 100 : null);
  return {
    outcome: name,
    counts: { a, b, c, d, e },
    included,
    percents: { a: percent(a), b: percent(b), c: percent(c), d: percent(d), e: percent(e) },
    summaryStatement1: a + b + c + d ? ((c + d) / (a + b + c + d)) * 100 : null,
    summaryStatement2: included ? ((d + e) / included) * 100 : null,
    excluded: { ...noExclusions, ...excluded },
    flagged: { ...noFlags, ...flagged },
  };
}

const report = (leaId: number | null, exited: number, shortStays: number, outcomes: B7OutcomeFigures[]): B7Report => ({
  schoolYear: 2027,
  leaId,
  exited,
  shortStays,
  outcomes,
});

// Outcome A is eco.md's worked example; B has nobody included; C has nobody below age expectations at entry.
const stateReport = report(null, 14, 2, [
  outcome('A', [1, 2, 4, 3, 2], { missingExitRating: 2 }, { progressMissing: 1 }),
  outcome('B', [0, 0, 0, 0, 0], { missingExitRating: 12, missingProgress: 2 }),
  outcome('C', [0, 0, 0, 0, 5]),
]);
const adamsReport = {
  ...report(adams.id, 3, 0, [
    outcome('A', [0, 1, 1, 1, 0], {}, { progressNoImpossible: 1 }),
    outcome('B', [0, 0, 0, 0, 3]),
    outcome('C', [0, 0, 3, 0, 0]),
  ]),
  leaName: adams.name,
  leaCode: adams.leaCode,
};
const bakerReport = {
  ...report(baker.id, 0, 1, [outcome('A', [0, 0, 0, 0, 0]), outcome('B', [0, 0, 0, 0, 0]), outcome('C', [0, 0, 0, 0, 0])]),
  leaName: baker.name,
  leaCode: baker.leaCode,
};
const byLea: B7ReportByLea = { schoolYear: 2027, state: stateReport, leas: [adamsReport, bakerReport] };

/** The state's trend: this year's statements as the report has them, two years back, and a year with nobody included. */
const stateTrend: B7Trend = {
  leaId: null,
  schoolYears: [2025, 2026, 2027],
  outcomes: stateReport.outcomes.map(({ outcome, included, summaryStatement1, summaryStatement2 }) => ({
    outcome,
    points: [
      { schoolYear: 2025, included: 4, summaryStatement1: 50, summaryStatement2: 25 },
      { schoolYear: 2026, included: 0, summaryStatement1: null, summaryStatement2: null },
      { schoolYear: 2027, included, summaryStatement1, summaryStatement2 },
    ],
  })),
};

function installReports(answer: B7ReportByLea = byLea) {
  return installApi((call) => {
    if (call.path === textBlockPath(TextBlockCodes.ecoAprB7Report))
      return textBlock(TextBlockCodes.ecoAprB7Report, '<p>Report to OSEP by February.</p>');
    if (call.path === '/api/eco/reports/b7/leas') return answer;
    if (call.path === '/api/eco/reports/b7/trend')
      return call.query.leaId ? { ...stateTrend, leaId: Number(call.query.leaId) } : stateTrend;
    if (call.path === '/api/eco/reports/b7/download') return new Response(`file ${call.query.format}`);
    return undefined;
  });
}

const rows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
const summary = (outcome: Outcome) => rows(T.summaryCaption(outcome)).map(([, value]) => value);

async function openReport(permissions = stateUser, answer?: B7ReportByLea) {
  const calls = installReports(answer);
  renderEcoPage(AprReportPage, 'apr-report', permissions);
  expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 2 });
  return calls;
}

test("shows the state's figures per outcome: categories, summary statements to two decimals, N/A over a zero denominator, exclusions by reason", async () => {
  await openReport();
  expect(await screen.findByText('Report to OSEP by February.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: T.figuresFor(T.state) })).toBeInTheDocument();
  expect(screen.getByText(T.counted).closest('.ant-statistic')).toHaveTextContent('14');
  expect(screen.getByText(T.shortStays).closest('.ant-statistic')).toHaveTextContent('2');
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Outcome A: Positive social-emotional skills (including social relationships)',
    'Outcome B: Acquisition and use of knowledge and skills (including early language/communication and early literacy)',
    'Outcome C: Use of appropriate behaviors to meet their needs',
  ]);

  expect(rows(T.categoriesCaption('A'))).toEqual([
    ['a', 'Did not improve functioning', '1', '8.33 %'],
    ['b', 'Improved functioning, but not sufficient to move nearer to functioning comparable to same-aged peers', '2', '16.67 %'],
    ['c', 'Improved functioning to a level nearer to same-aged peers, but did not reach it', '4', '33.33 %'],
    ['d', 'Improved functioning to reach a level comparable to same-aged peers', '3', '25.00 %'],
    ['e', 'Maintained functioning at a level comparable to same-aged peers', '2', '16.67 %'],
  ]);
  expect(rows(T.summaryCaption('A'))).toEqual([
    [T.included, '12'],
    [T.summaryStatement1, '70.00 %'],
    [T.summaryStatement2, '41.67 %'],
  ]);
  expect(rows(T.excludedCaption('A'))).toEqual([
    ['Missing entry rating', '0'],
    ['Missing exit rating', '2'],
    ['Invalid entry rating', '0'],
    ['Invalid exit rating', '0'],
    ['Missing progress answer', '0'],
    ['Same rating with progress No', '0'],
  ]);

  expect(summary('B')).toEqual(['0', 'N/A', 'N/A']);
  expect(rows(T.categoriesCaption('B')).map((row) => row.at(-1))).toEqual(['N/A', 'N/A', 'N/A', 'N/A', 'N/A']);
  expect(rows(T.excludedCaption('B')).filter(([, count]) => count !== '0')).toEqual([
    ['Missing exit rating', '12'],
    ['Missing progress answer', '2'],
  ]);
  // Nobody in a to d: Summary Statement 1 has no denominator, which is never 0 %.
  expect(summary('C')).toEqual(['5', 'N/A', '100.00 %']);

  // The state's data-quality counts lead to no list: the Child List is one LEA's.
  expect(rows(T.flaggedCaption('A'))).toEqual([
    ['Same rating (2 to 5) at entry and exit with progress No', '0'],
    ['Age-expected (6 or 7) at entry and exit with progress No', '0'],
    ['Progress answer missing where it does not decide the category', '1'],
  ]);
  expect(screen.queryByRole('link', { name: T.listFlagged })).toBeNull();
});

test("an LEA's data-quality counts lead to the Child List of that LEA filtered by the flag, for those who may open it", async () => {
  await openReport(districtUser, { schoolYear: 2027, state: null, leas: [adamsReport] });
  expect(rows(T.flaggedCaption('A'))[0]).toEqual(['Same rating (2 to 5) at entry and exit with progress No', '1', T.listFlagged]);
  expect(screen.getAllByRole('link', { name: T.listFlagged }).map((link) => link.getAttribute('href'))).toEqual([
    `/child-search/child-list?leaId=${adams.id}&flag=progressNoImpossible`,
  ]);
});

test("shows one LEA's figures when chosen, from the one call", async () => {
  const calls = await openReport();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: T.showFiguresFor }));
  fireEvent.click(await screen.findByTitle(T.lea(adams.name, adams.leaCode)));
  expect(await screen.findByRole('heading', { level: 2, name: T.figuresFor(T.lea(adams.name, adams.leaCode)) })).toBeInTheDocument();
  expect(summary('A')).toEqual(['3', '66.67 %', '33.33 %']);
  expect(screen.getByText(T.counted).closest('.ant-statistic')).toHaveTextContent('3');
  // The trend charts ask for each scope shown; the figures all come from the first call.
  expect(calls.filter((c) => c.path.startsWith('/api/eco/')).map((c) => [c.path, c.query])).toEqual([
    ['/api/eco/reports/b7/leas', {}],
    ['/api/eco/reports/b7/trend', {}],
    ['/api/eco/reports/b7/trend', { leaId: String(adams.id) }],
  ]);
});

const chartTable = (title: string) =>
  within(screen.getByRole('table', { name: title }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test('charts the categories per outcome and the summary statements beside the prior years, each with its table', async () => {
  await openReport();
  expect(chartTable(B7ChartTexts.categoriesTitle)).toEqual([
    ['Outcome', 'Category a', 'Category b', 'Category c', 'Category d', 'Category e'],
    ['Outcome A', '1', '2', '4', '3', '2'],
    ['Outcome B', '0', '0', '0', '0', '0'],
    ['Outcome C', '0', '0', '0', '0', '5'],
  ]);
  expect(await screen.findByRole('table', { name: B7ChartTexts.trendTitle('A') })).toBeInTheDocument();
  expect(chartTable(B7ChartTexts.trendTitle('A'))).toEqual([
    ['School year', 'Summary Statement 1', 'Summary Statement 2'],
    ['2024-2025', '50.00 %', '25.00 %'],
    ['2025-2026', 'N/A', 'N/A'],
    ['2026-2027', ...summary('A').slice(1)],
  ]);
});

test('district staff, who may not see the state figures, see their LEA first and are not offered the state', async () => {
  await openReport(districtUser, { schoolYear: 2027, state: null, leas: [adamsReport] });
  expect(screen.getByRole('heading', { level: 2, name: T.figuresFor(T.lea(adams.name, adams.leaCode)) })).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: T.showFiguresFor }));
  expect(await screen.findAllByTitle(T.lea(adams.name, adams.leaCode))).not.toHaveLength(0);
  expect(screen.queryByTitle(T.state)).toBeNull();
});

test('downloads the report as CSV and as a spreadsheet, saved under the school year', async () => {
  const calls = await openReport();
  URL.createObjectURL = () => 'blob:b7';
  URL.revokeObjectURL = () => {};
  const saved: string[] = [];
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const downloads = (all: ApiCall[]) => all.filter((c) => c.path === '/api/eco/reports/b7/download').map((c) => c.query);

  fireEvent.click(screen.getByRole('button', { name: T.download.csv }));
  await waitFor(() => expect(saved).toEqual(['b7-2027.csv']));
  fireEvent.click(screen.getByRole('button', { name: T.download.xlsx }));
  await waitFor(() => expect(saved).toEqual(['b7-2027.csv', 'b7-2027.xlsx']));
  expect(downloads(calls)).toEqual([{ format: 'csv' }, { format: 'xlsx' }]);
  clicked.mockRestore();
});

test('downloads the public files, small cells suppressed by the service, under their own names', async () => {
  const calls = await openReport(districtUser, { schoolYear: 2027, state: null, leas: [adamsReport] });
  URL.createObjectURL = () => 'blob:b7';
  URL.revokeObjectURL = () => {};
  const saved: string[] = [];
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });

  fireEvent.click(screen.getByRole('button', { name: 'Download public CSV (small cells suppressed)' }));
  await waitFor(() => expect(saved).toEqual(['b7-2027-public.csv']));
  fireEvent.click(screen.getByRole('button', { name: 'Download public spreadsheet (small cells suppressed)' }));
  await waitFor(() => expect(saved).toEqual(['b7-2027-public.csv', 'b7-2027-public.xlsx']));
  expect(calls.filter((c) => c.path === '/api/eco/reports/b7/download').map((c) => c.query)).toEqual([
    { format: 'csv', public: 'true' },
    { format: 'xlsx', public: 'true' },
  ]);
  clicked.mockRestore();
});

test('is denied to a user without Eco.reports.view, who never calls the service', () => {
  const calls = installReports();
  renderEcoPage(AprReportPage, 'apr-report', [EcoPermissions.Access, EcoPermissions.SubmitScores]);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
