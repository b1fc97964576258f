import type { FastifyReply } from 'fastify';
import type { CellValue, DownloadFormat } from '@portal/shared-contracts';
import { CategoryLabels, EXCLUSION_REASONS, percentOf } from '@portal/shared-contracts/psos';
import { hiddenCells, sendDownload, SUPPRESSED, suppressCount, type TableColumn } from '@portal/service-kit';
import type { B14Figures } from './b14-report';

interface B14Row {
  section: string;
  measure: string;
  count: CellValue;
  percent: CellValue;
  prior: CellValue;
}

/** psos.md: a percent with no denominator reads N/A. */
const NOT_APPLICABLE = 'N/A';
/** A count hidden beside a small one, or a percent that would give a hidden count back. */
const HIDDEN = 'suppressed';

const CATEGORY_KEYS = ['n1', 'n2', 'n3', 'n4', 'notEngaged'] as const;
const CATEGORY_OF = { n1: 'HE', n2: 'CE', n3: 'OE', n4: 'EMP', notEngaged: 'NOT_ENGAGED' } as const;

/** The counts a report shows, by one key each, and the sums among them the file also shows. */
function countsOf(report: B14Figures) {
  const counts: Record<string, number> = {
    L: report.L,
    X: report.X,
    T: report.T,
    R: report.R,
    incomplete: report.incomplete,
    ...report.counts,
    ...Object.fromEntries(EXCLUSION_REASONS.map((reason) => [`excluded:${reason}`, report.exclusions[reason]])),
  };
  for (const g of report.representativeness.subgroups) {
    counts[`leavers:${g.set}:${g.code}`] = g.leavers;
    counts[`respondents:${g.set}:${g.code}`] = g.respondents;
  }
  const shownSums = [
    ['L', 'X', 'T'],
    ['X', ...EXCLUSION_REASONS.map((reason) => `excluded:${reason}`)],
    ['R', ...CATEGORY_KEYS],
  ];
  return { counts, shownSums };
}

/**
 * How one edition shows a report's figures (psos.md, "Reports, downloads and suppression"): the
 * staff file exact; the public one with a count from 1 to threshold - 1 as "<10", a count hidden
 * beside one as "suppressed", and a percent hidden when its numerator, denominator or their
 * difference is small or any count it is built on is hidden.
 */
function editionOf(report: B14Figures, smallCellSize: number) {
  const { counts, shownSums } = countsOf(report);
  const hidden = hiddenCells(counts, shownSums, smallCellSize);
  const small = (value: number) => suppressCount(value, smallCellSize) === SUPPRESSED;
  const count = (key: string): CellValue => {
    const value = counts[key]!;
    if (small(value)) return `<${smallCellSize}`;
    return hidden.has(key) ? HIDDEN : value;
  };
  const percent = (numerator: number, denominator: number, ...builtOn: string[]): CellValue => {
    const value = percentOf(numerator, denominator);
    if (value === null) return NOT_APPLICABLE;
    const gives = [numerator, denominator, denominator - numerator].some(small) || builtOn.some((key) => hidden.has(key));
    return gives ? HIDDEN : value;
  };
  const sumOf = (keys: readonly string[]) => keys.reduce((total, key) => total + counts[key]!, 0);
  const b14 = (keys: readonly string[]) => percent(sumOf(keys), report.R, 'R', ...keys);
  return {
    count,
    percent,
    rates: {
      rawRate: percent(report.R, report.L, 'R', 'L'),
      adjustedRate: percent(report.R, report.T, 'R', 'T'),
      b14a: b14(['n1']),
      b14b: b14(['n1', 'n2']),
      b14c: b14(['n1', 'n2', 'n3', 'n4']),
    },
  };
}

function rowsOf(report: B14Figures, prior: B14Figures | null, smallCellSize: number): B14Row[] {
  const { count, percent, rates } = editionOf(report, smallCellSize);
  const priorRates = prior ? editionOf(prior, smallCellSize).rates : null;
  const row = (section: string, measure: string, cells: Partial<Pick<B14Row, 'count' | 'percent' | 'prior'>>): B14Row => ({
    section,
    measure,
    count: cells.count ?? null,
    percent: cells.percent ?? null,
    prior: cells.prior ?? null,
  });
  const rate = (measure: string, key: keyof typeof rates) => row('Rates', measure, { percent: rates[key], prior: priorRates?.[key] });
  return [
    row('Leavers', 'Leavers listed (L)', { count: count('L') }),
    row('Leavers', 'Excluded', { count: count('X') }),
    ...EXCLUSION_REASONS.map((reason) => row('Leavers', `Excluded: ${reason}`, { count: count(`excluded:${reason}`) })),
    row('Leavers', 'Target leavers (T)', { count: count('T') }),
    row('Leavers', 'Respondents (R)', { count: count('R') }),
    row('Leavers', 'Incomplete interviews', { count: count('incomplete') }),
    rate('Raw response rate (R / L)', 'rawRate'),
    rate('Adjusted response rate (R / T)', 'adjustedRate'),
    ...CATEGORY_KEYS.map((key) =>
      row('Categories', CategoryLabels[CATEGORY_OF[key]], { count: count(key), percent: percent(report.counts[key], report.R, key, 'R') }),
    ),
    rate('B14A: higher education', 'b14a'),
    rate('B14B: higher education or competitive employment', 'b14b'),
    rate('B14C: any education, training or employment', 'b14c'),
    ...report.representativeness.subgroups.flatMap((g) => {
      const name = `${g.set} ${g.code}`;
      const leavers = `leavers:${g.set}:${g.code}`;
      const respondents = `respondents:${g.set}:${g.code}`;
      return [
        row('Representativeness', `${name}: leavers (share of T)`, {
          count: count(leavers),
          percent: percent(g.leavers, report.T, leavers, 'T'),
        }),
        row('Representativeness', `${name}: respondents (share of R)`, {
          count: count(respondents),
          percent: percent(g.respondents, report.R, respondents, 'R'),
        }),
        row('Representativeness', `${name}: response rate`, { percent: percent(g.respondents, g.leavers, respondents, leavers) }),
      ];
    }),
  ];
}

const COLUMNS: readonly TableColumn<B14Row>[] = [
  { key: 'section', header: 'Section', value: (r) => r.section },
  { key: 'measure', header: 'Measure', value: (r) => r.measure },
  { key: 'count', header: 'Count', kind: 'number', value: (r) => r.count },
  { key: 'percent', header: 'Percent', kind: 'percent', value: (r) => r.percent },
  { key: 'prior', header: 'Prior collection percent', kind: 'percent', value: (r) => r.prior },
];

/**
 * The B14 report as a file, Interim while the collection is Open and Final once Closed, the prior
 * collection's rates beside its own. `smallCellSize` 0 is the staff edition, exact as the screen.
 */
export function sendB14Report(
  reply: FastifyReply,
  format: DownloadFormat,
  { report, prior, smallCellSize }: { report: B14Figures; prior: B14Figures | null; smallCellSize: number },
): FastifyReply {
  const scope = report.leaId === null ? 'state' : `lea-${report.leaId}`;
  const name = `psos-b14-${report.schoolYear}-${scope}-${report.final ? 'final' : 'interim'}${smallCellSize > 0 ? '-public' : ''}`;
  return sendDownload(reply, { format, name, columns: COLUMNS, rows: rowsOf(report, prior, smallCellSize) });
}
