import { addYears } from '@portal/day-count';
import type { B18Figure } from '@portal/shared-contracts/findings';

export interface CountedFinding {
  issueDate: string;
  correctedDate: string | null;
}

/** The issue dates of the findings the report on FFY `ffy` counts: FFY ffy-1, 1 July ffy-1 to 30 June ffy (monitoring.md). */
export const b18Window = (ffy: number) => ({ from: `${ffy - 1}-07-01`, to: `${ffy}-06-30` });

/**
 * B18 = b / a x 100 over findings already chosen (issued in the window, marked for B18): b are those
 * whose correction was verified within one year of the notification (29 February's year ends on 28
 * February), the others corrected late or not yet. Full precision; N/A (null) when a is 0.
 */
export function b18Figure(findings: readonly CountedFinding[]): B18Figure {
  let correctedTimely = 0;
  let correctedLate = 0;
  for (const finding of findings) {
    if (finding.correctedDate === null) continue;
    if (finding.correctedDate <= addYears(finding.issueDate, 1)) correctedTimely += 1;
    else correctedLate += 1;
  }
  const issued = findings.length;
  return {
    issued,
    correctedTimely,
    correctedLate,
    notCorrected: issued - correctedTimely - correctedLate,
    percent: issued === 0 ? null : (correctedTimely / issued) * 100,
  };
}
