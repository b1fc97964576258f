import type { FastifyReply } from 'fastify';
import type { DownloadFormat } from '@portal/shared-contracts';
import type { RulePack, ScopeFigures } from '@portal/shared-contracts/restraint';
import { sendDownload, suppressCount, suppressRate, type TableColumn } from '@portal/service-kit';

export interface ScopeRow {
  scope: string;
  schoolId: number | null;
  figures: ScopeFigures;
}

const NOT_APPLICABLE = 'N/A';
const PLAN_STATUSES = ['Draft', 'Submitted', 'Revisions required', 'Approved', 'Evidence submitted', 'Verified'];

/**
 * The district and school reports' columns: the pack's intervention types and violation rules
 * each a column. With a small-cell size, counts 1 to size - 1 read "*" and each rate or percent
 * built on a hidden count is hidden too.
 */
function columnsFor(pack: RulePack, smallCellSize: number): TableColumn<ScopeRow>[] {
  const count = (key: string, header: string, of: (f: ScopeFigures) => number): TableColumn<ScopeRow> => ({
    key,
    header,
    kind: 'number',
    value: (row) => suppressCount(of(row.figures), smallCellSize),
  });
  const derived = (
    key: string,
    header: string,
    kind: 'rate' | 'percent',
    of: (f: ScopeFigures) => number | null,
    builtOn: (f: ScopeFigures) => number,
  ): TableColumn<ScopeRow> => ({
    key,
    header,
    kind,
    value: (row) => suppressRate(of(row.figures), smallCellSize, builtOn(row.figures)) ?? NOT_APPLICABLE,
  });
  return [
    { key: 'scope', header: 'Scope', value: (row) => row.scope },
    { key: 'schoolId', header: 'School id', kind: 'number', value: (row) => row.schoolId },
    count('incidents', 'Incidents', (f) => f.incidents),
    count('students', 'Students', (f) => f.students),
    ...pack.interventionTypes.map((type) => count(`type-${type.code}`, type.label, (f) => f.instancesByType[type.code] ?? 0)),
    count('substantiatedViolations', 'Violations (substantiated)', (f) => f.substantiatedViolations),
    count('openViolations', 'Violations (open)', (f) => f.openViolations),
    ...pack.violationRules.map((rule) => count(`rule-${rule.code}`, `Violations ${rule.code}`, (f) => f.violationsByRule[rule.code] ?? 0)),
    ...PLAN_STATUSES.map((status) => count(`plans-${status}`, `Plans ${status}`, (f) => f.plansByStatus[status] ?? 0)),
    { key: 'teachers', header: 'Teachers employed', kind: 'number', value: (row) => row.figures.teachers ?? NOT_APPLICABLE },
    { key: 'pupils', header: 'Pupils enrolled', kind: 'number', value: (row) => row.figures.pupils ?? NOT_APPLICABLE },
    derived(
      'physicalPerTeacher',
      'Physical restraint per teacher',
      'rate',
      (f) => f.physicalPerTeacher,
      (f) => f.physical,
    ),
    derived(
      'physicalPerPupil',
      'Physical restraint per pupil',
      'rate',
      (f) => f.physicalPerPupil,
      (f) => f.physical,
    ),
    derived(
      'mechanicalPerTeacher',
      'Mechanical restraint per teacher',
      'rate',
      (f) => f.mechanicalPerTeacher,
      (f) => f.mechanical,
    ),
    derived(
      'mechanicalPerPupil',
      'Mechanical restraint per pupil',
      'rate',
      (f) => f.mechanicalPerPupil,
      (f) => f.mechanical,
    ),
    derived(
      'violationsPerTeacher',
      'Violations per teacher',
      'rate',
      (f) => f.violationsPerTeacher,
      (f) => f.violations,
    ),
    derived(
      'violationsPerPupil',
      'Violations per pupil',
      'rate',
      (f) => f.violationsPerPupil,
      (f) => f.violations,
    ),
    derived(
      'boardTimeliness',
      'Board-report timeliness %',
      'percent',
      (f) => f.boardTimeliness,
      (f) => f.substantiatedViolations + f.openViolations,
    ),
    derived(
      'planTimeliness',
      'Plan timeliness %',
      'percent',
      (f) => f.planTimeliness,
      (f) => Object.values(f.plansByStatus).reduce((a, b) => a + b, 0),
    ),
    derived(
      'noticeTimeliness',
      'Notice timeliness %',
      'percent',
      (f) => f.noticeTimeliness,
      (f) => f.incidents,
    ),
    count('studentsWithThreeOrMore', 'Students with 3 or more reports', (f) => f.studentsWithThreeOrMore),
    derived(
      'repeatUseRate',
      'Repeat-use rate %',
      'percent',
      (f) => f.repeatUseRate,
      (f) => f.studentsWithThreeOrMore,
    ),
  ];
}

export function sendScopeReport(
  reply: FastifyReply,
  format: DownloadFormat,
  name: string,
  rows: readonly ScopeRow[],
  pack: RulePack,
  smallCellSize: number,
): FastifyReply {
  return sendDownload(reply, {
    format,
    name: `${name}${smallCellSize > 0 ? '-public' : ''}`,
    columns: columnsFor(pack, smallCellSize),
    rows,
  });
}
