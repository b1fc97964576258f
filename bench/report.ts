import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppOpenFigures } from './app-open';
import { B7_GOAL_MS, B7_REPORT_PATH, type B7ReportFigures } from './eco-b7-report';
import { CHILD_SEARCH_GOAL_MS, CHILD_SEARCH_PATH, type ChildSearchFigures } from './eco-child-search';
import { FIRST_PAINT_BUDGET_BYTES, type FirstPaintFigures } from './first-paint';
import type { LoadFigures } from './load';
import type { MailRun, MailThroughputFigures } from './mail-throughput';
import { PSOS_B14_GOAL_MS, PSOS_DASHBOARD_GOAL_MS, PSOS_PREVIEW_GOAL_MS, psosSummary, type PsosFigures } from './psos';
import { RESTRAINT_COMMIT_GOAL_MS, RESTRAINT_PREVIEW_GOAL_MS, type RestraintImportFigures } from './restraint-import';
import { annualReportSummary, type AnnualReportFigures } from './restraint-annual-report';
import { INCIDENT_LIST_GOAL_MS, INCIDENT_LIST_PATH, type IncidentListFigures } from './restraint-incident-list';
import type { ThroughputFigures } from './throughput';

export interface BenchResults {
  measuredAt: string;
  machine: { node: string; cpus: number; cpuModel: string };
  firstPaint: FirstPaintFigures & { budgetBytes: number; withinBudget: boolean };
  appOpen: AppOpenFigures;
  throughput: ThroughputFigures;
  b7Report: B7ReportFigures;
  childSearch: ChildSearchFigures;
  mail: MailThroughputFigures;
  restraintImport: RestraintImportFigures;
  incidentList: IncidentListFigures;
  restraintAnnualReport: AnnualReportFigures;
  psos: PsosFigures & { goalsMs: { b14: number; dashboard: number; preview: number } };
}

export function collectResults(
  firstPaint: FirstPaintFigures,
  appOpen: AppOpenFigures,
  throughput: ThroughputFigures,
  b7Report: B7ReportFigures,
  childSearch: ChildSearchFigures,
  mail: MailThroughputFigures,
  restraintImport: RestraintImportFigures,
  incidentList: IncidentListFigures,
  restraintAnnualReport: AnnualReportFigures,
  psos: PsosFigures,
): BenchResults {
  const cpus = os.cpus();
  return {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown' },
    firstPaint: {
      ...firstPaint,
      budgetBytes: FIRST_PAINT_BUDGET_BYTES,
      withinBudget: firstPaint.transferredBytes <= FIRST_PAINT_BUDGET_BYTES,
    },
    appOpen,
    throughput,
    b7Report,
    childSearch,
    mail,
    restraintImport,
    incidentList,
    restraintAnnualReport,
    psos: { ...psos, goalsMs: { b14: PSOS_B14_GOAL_MS, dashboard: PSOS_DASHBOARD_GOAL_MS, preview: PSOS_PREVIEW_GOAL_MS } },
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const within = (p95Ms: number, goalMs: number) => `<= ${ms(goalMs)}: ${p95Ms <= goalMs ? 'met' : 'MISSED'}`;

/** Columns padded to their widest cell; the first left-aligned, the rest right-aligned (they hold numbers). */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function firstPaintTable(figures: FirstPaintFigures): string {
  return [
    table(
      ['resource', 'type', 'encoding', 'decoded', 'on the wire'],
      figures.resources.map((r) => [r.path, r.type, r.encoding, count(r.decodedBytes), count(r.transferredBytes)]),
    ),
    '',
    `On the wire before first paint: ${kb(figures.transferredBytes)} (goal <= ${kb(FIRST_PAINT_BUDGET_BYTES)}: ${
      figures.transferredBytes <= FIRST_PAINT_BUDGET_BYTES ? 'met' : 'MISSED'
    }), first contentful paint at ${ms(figures.firstContentfulPaintMs)}`,
  ].join('\n');
}

/** The restraint incidents list's figures, as the summary shows them. */
export function incidentListSummary(incidentList: IncidentListFigures): string {
  return [
    `GET ${INCIDENT_LIST_PATH} as stateuser@example.org (every LEA) and districtuser@example.org (own LEA) for ${incidentList.schoolYear}, one request at a time: ${incidentList.cases[0]!.runs} of each after a warm-up, over ${count(incidentList.incidents)} incidents (${incidentList.database} PostgreSQL database); load average before: ${incidentList.cases[0]!.machineLoadBefore.toFixed(1)}`,
    '',
    table(
      ['list', 'p50', 'p95', 'goal', 'incidents matched'],
      incidentList.cases.map((c) => [c.label, ms(c.p50Ms), ms(c.p95Ms), within(c.p95Ms, INCIDENT_LIST_GOAL_MS), count(c.medianMatched)]),
    ),
  ].join('\n');
}

/** The authenticated lists' throughput beside bare Fastify's, with each one's share of it. */
export function throughputSummary(throughput: ThroughputFigures, cpus: number): string {
  const { settings, bareFastify } = throughput;
  const share = (f: LoadFigures) => `${((100 * f.requestsPerSecond) / bareFastify.requestsPerSecond).toFixed(1)} %`;
  const load = (name: string, f: LoadFigures) => [
    name,
    count(f.requestsPerSecond),
    `${f.p99Ms} ms`,
    share(f),
    count(f.requests),
    count(f.failures),
  ];
  return [
    `Each list's first page of 25, as its user, on its service's own port and through the gateway (${throughput.database} PostgreSQL database)`,
    `${settings.connections} connections, ${settings.seconds} s per target after a ${settings.warmupSeconds} s warm-up; load average before: ${throughput.machineLoadBefore.toFixed(1)} on ${cpus} CPUs`,
    '',
    table(
      ['target', 'req/s', 'p99', 'of bare', 'requests', 'failures'],
      [
        load('bare Fastify GET /', bareFastify),
        ...throughput.lists.flatMap((l) => [
          load(`${l.label} (${count(l.itemsInList)} in it, ${l.user}), own port`, l.direct),
          load(`  through the gateway`, l.throughGateway),
        ]),
      ],
    ),
  ].join('\n');
}

export function summary(results: BenchResults): string {
  const { firstPaint, appOpen, throughput, b7Report, childSearch, mail, restraintImport, incidentList, restraintAnnualReport, psos } =
    results;
  const sizeAndTime = table(
    ['figure', 'value', 'goal'],
    [
      [
        'On the wire before /auth/login first paints',
        kb(firstPaint.transferredBytes),
        `<= ${kb(firstPaint.budgetBytes)}: ${firstPaint.withinBudget ? 'met' : 'MISSED'}`,
      ],
      ['  first contentful paint at', ms(firstPaint.firstContentfulPaintMs), ''],
      ...appOpen.apps.map((a) => [`Click to first figure: ${a.application}`, ms(a.ms), '']),
      [`Click to first figure: median of ${appOpen.apps.length}`, ms(appOpen.medianMs), ''],
    ],
  );
  const b7Table = table(
    ['figure', 'value', 'goal'],
    [
      [`p50 of ${b7Report.runs}`, ms(b7Report.p50Ms), ''],
      [`p95 of ${b7Report.runs}`, ms(b7Report.p95Ms), within(b7Report.p95Ms, B7_GOAL_MS)],
    ],
  );
  const searchTable = table(
    ['search', 'p50', 'p95', 'goal', 'children answered', 'missed the one drawn'],
    childSearch.cases.map((c) => [
      c.label,
      ms(c.p50Ms),
      ms(c.p95Ms),
      within(c.p95Ms, CHILD_SEARCH_GOAL_MS),
      count(c.medianFound),
      `${c.missed} of ${c.runs}`,
    ]),
  );
  const mailRun = (r: MailRun) => [r.label, count(r.mailsPerSecond), `${r.seconds.toFixed(1)} s`];
  const mailTable = table(
    ['sender', 'mails/s', 'for all'],
    [mailRun(mail.bareNodemailer), mailRun(mail.oneWorker), mailRun(mail.twoWorkers)],
  );
  const importTable = table(
    ['figure', 'value', 'goal'],
    [
      [
        'preview (validated, written, rolled back)',
        ms(restraintImport.previewMs),
        `<= ${ms(RESTRAINT_PREVIEW_GOAL_MS)}: ${restraintImport.previewWithinGoal ? 'met' : 'MISSED'}`,
      ],
      [
        'commit',
        ms(restraintImport.commitMs),
        `<= ${ms(RESTRAINT_COMMIT_GOAL_MS)}: ${restraintImport.commitWithinGoal ? 'met' : 'MISSED'}`,
      ],
      ['the same file again (nothing changes)', ms(restraintImport.againMs), ''],
      [
        'another file, finalize on commit: preview',
        ms(restraintImport.finalizePreviewMs),
        `<= ${ms(RESTRAINT_PREVIEW_GOAL_MS)}: ${restraintImport.finalizePreviewWithinGoal ? 'met' : 'MISSED'}`,
      ],
      [
        'another file, finalize on commit: commit',
        ms(restraintImport.finalizeCommitMs),
        `<= ${ms(RESTRAINT_COMMIT_GOAL_MS)}: ${restraintImport.finalizeCommitWithinGoal ? 'met' : 'MISSED'}`,
      ],
      ['the longest the progress stood still', ms(restraintImport.longestStillMs), ''],
    ],
  );
  return [
    `Bench ${results.measuredAt}: Node ${results.machine.node}, ${results.machine.cpus} x ${results.machine.cpuModel}`,
    '',
    sizeAndTime,
    '',
    throughputSummary(throughput, results.machine.cpus),
    '',
    `GET ${B7_REPORT_PATH} (the state) as stateuser@example.org for ${b7Report.schoolYear}, one request at a time: ${count(b7Report.exited)} exits counted of ${count(b7Report.children)} children (${b7Report.database} PostgreSQL database); load average before: ${b7Report.machineLoadBefore.toFixed(1)}`,
    '',
    b7Table,
    '',
    `GET ${CHILD_SEARCH_PATH} as districtuser@example.org (own LEA) and stateuser@example.org (every LEA), one request at a time on the same database: ${childSearch.cases[0]!.runs} of each after a warm-up, going round names (two neighbouring letters swapped), days and ids drawn from the district user's LEA; load average before: ${childSearch.cases[0]!.machineLoadBefore.toFixed(1)}`,
    '',
    searchTable,
    '',
    incidentListSummary(incidentList),
    '',
    annualReportSummary(restraintAnnualReport),
    '',
    psosSummary(psos),
    '',
    `${count(mail.mails)} e-mail jobs into the SMTP catcher on loopback; each worker process ${mail.concurrency} at once, logging every attempt in PostgreSQL`,
    '',
    mailTable,
    '',
    `POST /api/restraint/imports as districtadmin@example.org: ${count(restraintImport.rows)} rows, ${count(restraintImport.incidents)} incidents, ${count(restraintImport.rejectedRows)} rows rejected; the finalized file's rules found ${count(restraintImport.violations)} violations`,
    '',
    importTable,
  ].join('\n');
}

export function saveResults(results: BenchResults, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
