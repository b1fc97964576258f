// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- pdfmake 0.3 ships no types: its declarations must reach every project that compiles this file (bench, platform, tools).
/// <reference path="../types/pdfmake.d.ts" />
import pdfmake, { type Content, type DocumentDefinition } from 'pdfmake';
import { FOLLOW_UP_KIND_LABELS, type IncidentRecord, type IncidentStudent, type RulePack } from '@portal/shared-contracts/restraint';
import { INJURY_TRIGGER } from '../rules/evaluate';

// The PDF's own fonts only: no font file, image or URL is ever read while a report is drawn.
const STANDARD_FONTS = new Set(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique']);
pdfmake.setFonts({
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

const NOT_SHOWN = 'Not shown (needs violation view details)';
const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? '' : value ? 'Yes' : 'No');
const orBlank = (value: string | null | undefined) => value ?? '';

const REASONS: Record<string, string> = {
  HARM_OTHERS: 'Harm to others',
  HARM_SELF: 'Harm to self',
  PROPERTY: 'Severe property damage',
};
const RECIPIENTS: Record<string, string> = {
  PARENT: 'Parent',
  ADMINISTRATOR: 'Administrator',
  IEP_TEAM: 'IEP team',
  BOARD: 'District board',
};
const ROLES: Record<string, string> = {
  APPLIED: 'Applied',
  OBSERVED: 'Observed',
  MONITORED: 'Monitored',
  APPROVED_CONTINUATION: 'Approved continuation',
};

/** MM/DD/YYYY of a YYYY-MM-DD day, as every screen shows days. */
const day = (iso: string | null | undefined) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

export interface IncidentPdfOptions {
  pack: RulePack;
  /** The state's time zone: times read as the school's clock read them. */
  timeZone: string;
  /** When the report is drawn, for its footer. */
  now: Date;
}

function table(headers: readonly string[], rows: readonly (readonly string[])[], widths?: readonly (string | number)[]): Content {
  if (rows.length === 0) return { text: 'None recorded.', style: 'muted' };
  return {
    table: {
      headerRows: 1,
      widths: widths ?? headers.map(() => '*'),
      body: [headers.map((text) => ({ text, style: 'th' })), ...rows],
    },
    layout: 'lightHorizontalLines',
    style: 'table',
  };
}

const section = (title: string, ...body: Content[]): Content[] => [{ text: title, style: 'h2' }, ...body];

function studentName(student: IncidentStudent): string {
  return student.firstName === null ? NOT_SHOWN : `${student.firstName} ${student.lastName}`;
}

/**
 * The incident report (restraint.md, Reports and formulas): the full record as the parent's
 * written notice. Cut to the caller's view tier (identity, narratives, staff and injuries only
 * with violation view details) and, with `forStudent`, to one student, so that a parent's copy
 * names no other child.
 */
export function incidentReportDefinition(record: IncidentRecord, options: IncidentPdfOptions, forStudent?: string): DocumentDefinition {
  const { pack } = options;
  const time = new Intl.DateTimeFormat('en-US', { timeZone: options.timeZone, dateStyle: 'short', timeStyle: 'short' });
  const at = (iso: string | null | undefined) => (iso ? time.format(new Date(iso)) : '');
  const typeLabel = (code: string) => pack.interventionTypes.find((type) => type.code === code)?.label ?? code;
  const subtypeLabel = (code: string, subtype: number | null) =>
    subtype === null
      ? ''
      : (pack.interventionTypes.find((type) => type.code === code)?.subtypes?.find((s) => s.code === subtype)?.label ?? String(subtype));
  const ruleTitle = (code: string) => [...pack.violationRules, ...pack.timelinessRules].find((rule) => rule.code === code)?.title ?? code;
  const concerns = (stateStudentId: string | null | undefined) => forStudent === undefined || stateStudentId === forStudent;

  const students = record.students.filter((student) => concerns(student.stateStudentId));
  const details = record.tier === 'details';
  const school = record.schoolName ?? record.privateSchoolName ?? '';

  const facts: [string, string][] = [
    ['Incident number', record.number],
    ['Local incident id', record.localIncidentId],
    ['District (LEA)', record.leaName],
    ['School', school],
    ['Incident date', day(record.incidentDate)],
    ['Discovered', day(record.discoveredDate)],
    ['Location', orBlank(record.location)],
    ['Setting', orBlank(record.setting)],
    ['Police involved', yesNo(record.policeInvolved)],
    ['Arrest', yesNo(record.arrest)],
    ['Status', record.status],
  ];

  const content: Content[] = [
    { text: 'Notice of the use of restraint or aversive intervention', style: 'h1' },
    {
      text: `Written notice to the parent or guardian under ${pack.statute}. Each use is kept in the pupil's record, with copies to the district board or its designee, the IEP team and the parent.`,
      style: 'muted',
    },
    {
      columns: [facts.slice(0, 6), facts.slice(6)].map((half) => ({
        stack: half.map(([label, value]) => ({ text: [{ text: `${label}: `, bold: true }, value] })),
      })),
      margin: [0, 8, 0, 0],
    },
    ...section(
      'Students',
      table(
        ['Name', 'State student id', 'Grade', 'Birth date', 'Disability', 'IEP', 'Behaviour plan'],
        students.map((student) => [
          studentName(student),
          student.stateStudentId,
          student.grade,
          day(student.birthDate),
          student.disabilityStatus === 'IDEA'
            ? `IDEA${student.disabilityCategory ? ` (${student.disabilityCategory})` : ''}`
            : student.disabilityStatus,
          yesNo(student.hasIep),
          yesNo(student.hasBehaviorPlan),
        ]),
      ),
    ),
    ...section(
      'Interventions',
      table(
        ['Student', 'Type', 'Start', 'End', 'Minutes', 'Emergency', 'Hold or device', 'Medical order', 'Release checks'],
        students.flatMap((student) =>
          student.interventions.map((intervention) => [
            student.stateStudentId,
            [typeLabel(intervention.type), subtypeLabel(intervention.type, intervention.aversiveSubtype)].filter(Boolean).join(': '),
            at(intervention.startAt),
            at(intervention.endAt),
            String(intervention.durationMinutes),
            intervention.emergency
              ? `Yes${intervention.emergencyReason ? ` (${REASONS[intervention.emergencyReason]})` : ''}`
              : yesNo(intervention.emergency),
            orBlank(intervention.holdOrDevice),
            yesNo(intervention.medicalOrder),
            yesNo(intervention.releaseChecks),
          ]),
        ),
        [50, '*', 52, 52, 32, 60, '*', 40, 40],
      ),
    ),
    ...section(
      'What happened',
      ...(details
        ? (
            [
              ['What came before', record.antecedent],
              ['The behaviour', record.behavior],
              ['De-escalation tried', record.deescalation],
              ['What came after', record.consequence],
            ] as const
          ).map(([label, text]): Content => ({ text: [{ text: `${label}: `, bold: true }, orBlank(text)], margin: [0, 0, 0, 4] }))
        : [{ text: NOT_SHOWN, style: 'muted' }]),
    ),
    ...section(
      'Staff involved',
      details
        ? table(
            ['Name', 'Job title', 'Role', 'Last training', 'Training current'],
            record.staff.map((member) => [
              member.name,
              orBlank(member.jobTitle),
              ROLES[member.role] ?? member.role,
              day(member.lastTrainingDate),
              yesNo(member.trainingCurrent),
            ]),
          )
        : { text: NOT_SHOWN, style: 'muted' },
    ),
    ...section(
      'Injuries',
      details
        ? table(
            ['Person', 'Description', 'Treatment'],
            record.injuries
              .filter((injury) => injury.person !== 'STUDENT' || concerns(injury.stateStudentId))
              .map((injury) => [
                injury.person === 'STUDENT' ? `Student ${injury.stateStudentId}` : orBlank(injury.name) || injury.person,
                injury.description,
                orBlank(injury.treatment),
              ]),
          )
        : { text: NOT_SHOWN, style: 'muted' },
    ),
    ...section(
      'Notices',
      table(
        ['Recipient', 'Student', 'Method', 'Given', 'Due by', 'On time'],
        record.notices
          .filter((notice) => notice.stateStudentId === null || concerns(notice.stateStudentId))
          .map((notice) => [
            RECIPIENTS[notice.recipient] ?? notice.recipient,
            orBlank(notice.stateStudentId),
            orBlank(notice.method),
            at(notice.sentAt),
            at(notice.dueBy),
            yesNo(notice.onTime),
          ]),
      ),
    ),
    ...section(
      'Violations',
      table(
        ['Number', 'Rule', 'Student', 'Status'],
        record.violations
          .filter((violation) => violation.studentStateId === null || concerns(violation.studentStateId))
          .map((violation) => [
            violation.number,
            `${violation.ruleCode}: ${ruleTitle(violation.ruleCode)}`,
            orBlank(violation.studentStateId),
            violation.status,
          ]),
        [90, '*', 70, 80],
      ),
    ),
    ...section(
      'Follow-ups',
      table(
        ['Student', 'Follow-up', 'After report', 'Due', 'Status'],
        record.followUps
          .filter((followUp) => concerns(followUp.studentStateId))
          .map((followUp) => [
            followUp.studentStateId,
            FOLLOW_UP_KIND_LABELS[followUp.kind],
            followUp.trigger === INJURY_TRIGGER ? 'Injury' : String(followUp.trigger),
            day(followUp.dueDate),
            followUp.status,
          ]),
      ),
    ),
  ];

  const drawn = time.format(options.now);
  return {
    info: {
      title: `Incident report ${record.number}`,
      subject: 'Restraint and aversive intervention: written notice',
      author: record.leaName,
    },
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 50],
    content,
    footer: (page, pages) => ({ text: `${record.number} · drawn ${drawn} · page ${page} of ${pages}`, style: 'footer' }),
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    styles: {
      h1: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      th: { bold: true },
      muted: { color: '#555555', italics: true },
      table: { fontSize: 8 },
      footer: { fontSize: 7, color: '#555555', alignment: 'center', margin: [0, 20, 0, 0] },
    },
  };
}

/** The incident report as PDF bytes. */
export function incidentReportPdf(record: IncidentRecord, options: IncidentPdfOptions, forStudent?: string): Promise<Buffer> {
  return pdfmake.createPdf(incidentReportDefinition(record, options, forStudent)).getBuffer();
}

/** A plain PDF of a title and its paragraphs, in the report's fonts: the demo data's plan and evidence documents. */
export function textPdf(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  return pdfmake
    .createPdf({
      info: { title },
      content: [{ text: title, style: 'h1' }, ...paragraphs.map((text) => ({ text, margin: [0, 0, 0, 6] }))],
      defaultStyle: { font: 'Helvetica', fontSize: 10 },
      styles: { h1: { fontSize: 15, bold: true, margin: [0, 0, 0, 8] } },
    })
    .getBuffer();
}
