import type { FastifyReply } from 'fastify';
import type { DownloadFormat } from '@portal/shared-contracts';
import type { AnnualFigures, AnnualReport } from '@portal/shared-contracts/restraint';
import { sendDownload, suppressCount, suppressRate, type TableColumn } from '@portal/service-kit';

interface AnnualRow {
  school: string;
  schoolId: number | null;
  figures: AnnualFigures;
}

/** restraint.md: a missing denominator reads N/A. */
const NOT_APPLICABLE = 'N/A';

type Count = 'physical' | 'mechanical' | 'violations';
const RATES: readonly [Count, 'Teacher' | 'Pupil', string][] = [
  ['physical', 'Teacher', 'Physical restraint per teacher'],
  ['physical', 'Pupil', 'Physical restraint per pupil'],
  ['mechanical', 'Teacher', 'Mechanical restraint per teacher'],
  ['mechanical', 'Pupil', 'Mechanical restraint per pupil'],
  ['violations', 'Teacher', 'Violations per teacher'],
  ['violations', 'Pupil', 'Violations per pupil'],
];

function columnsFor(smallCellSize: number): TableColumn<AnnualRow>[] {
  const count = (key: Count, header: string): TableColumn<AnnualRow> => ({
    key,
    header,
    kind: 'number',
    value: (row) => suppressCount(row.figures[key], smallCellSize),
  });
  return [
    { key: 'school', header: 'School', value: (row) => row.school },
    { key: 'schoolId', header: 'School id', kind: 'number', value: (row) => row.schoolId },
    count('physical', 'Physical restraint'),
    count('mechanical', 'Mechanical restraint'),
    count('violations', 'Violations'),
    { key: 'teachers', header: 'Teachers employed', kind: 'number', value: (row) => row.figures.teachers ?? NOT_APPLICABLE },
    { key: 'pupils', header: 'Pupils enrolled', kind: 'number', value: (row) => row.figures.pupils ?? NOT_APPLICABLE },
    ...RATES.map(([of, per, header]): TableColumn<AnnualRow> => {
      const key = `${of}Per${per}` as const;
      return {
        key,
        header,
        kind: 'rate',
        value: (row) => suppressRate(row.figures[key], smallCellSize, row.figures[of]) ?? NOT_APPLICABLE,
      };
    }),
  ];
}

/** The annual report as a file: a row per school, then the total; with a small-cell size, counts 1 to size - 1 read "*". */
export function sendAnnualReport(reply: FastifyReply, format: DownloadFormat, report: AnnualReport, smallCellSize: number): FastifyReply {
  const rows: AnnualRow[] = [
    ...report.schools.map((school) => ({ school: school.schoolName, schoolId: school.schoolId, figures: school })),
    { school: 'Total', schoolId: null, figures: report.total },
  ];
  const scope = report.leaId === null ? 'state' : `lea-${report.leaId}`;
  const name = `restraint-annual-report-${report.schoolYear}-${scope}${smallCellSize > 0 ? '-public' : ''}`;
  return sendDownload(reply, { format, name, columns: columnsFor(smallCellSize), rows });
}
