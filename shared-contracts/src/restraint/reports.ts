import { Type, type Static } from 'typebox';
import { literalUnion } from '../schemas/common';
import { DOWNLOAD_FORMATS } from '../downloads';

const Rate = Type.Union([Type.Number(), Type.Null()], { description: 'Four decimals; null (N/A) when the denominator is missing or 0' });
const Percent = Type.Union([Type.Number(), Type.Null()], { description: 'x 100 at full precision; null (N/A) for a zero denominator' });
const Count = Type.Integer({ minimum: 0 });
const Entered = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

/** The annual report's workflow (restraint.md, Reports and formulas): In progress -> Submitted -> Accepted, or Returned. */
export const ANNUAL_REPORT_STATUSES = ['In progress', 'Submitted', 'Accepted', 'Returned'] as const;
export type AnnualReportStatus = (typeof ANNUAL_REPORT_STATUSES)[number];

/** The moves of an annual report and who makes them: the LEA submits (violation finalize); the state accepts or returns. */
export const ANNUAL_REPORT_MOVES = ['Submitted', 'Accepted', 'Returned'] as const;
export type AnnualReportMove = (typeof ANNUAL_REPORT_MOVES)[number];

/** The annual report's due date after the school year ending 30 June of `schoolYear`: the pack's (Nevada: 15 August, NRS 388.515). */
export const annualReportDueDate = (schoolYear: number, { month, day }: { month: number; day: number }): string =>
  `${schoolYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** One school's line of the annual report, or the total: counts, the LEA's denominators and the rates. */
export const AnnualFigures = Type.Object({
  physical: Count,
  mechanical: Count,
  violations: Type.Integer({ minimum: 0, description: 'Substantiated violations' }),
  teachers: Entered,
  pupils: Entered,
  physicalPerTeacher: Rate,
  physicalPerPupil: Rate,
  mechanicalPerTeacher: Rate,
  mechanicalPerPupil: Rate,
  violationsPerTeacher: Rate,
  violationsPerPupil: Rate,
});
export type AnnualFigures = Static<typeof AnnualFigures>;

export const AnnualSchool = Type.Object({ schoolId: Type.Integer(), schoolName: Type.String(), ...AnnualFigures.properties });
export type AnnualSchool = Static<typeof AnnualSchool>;

/** GET api/restraint/reports/annual: an LEA's report (or the state's compilation without leaId), school year from the header. */
export const AnnualReport = Type.Object({
  schoolYear: Type.Integer(),
  leaId: Type.Union([Type.Integer(), Type.Null()], { description: "null: the state's compilation of every LEA" }),
  status: Type.Union([literalUnion(ANNUAL_REPORT_STATUSES), Type.Null()]),
  dueDate: Type.String({ format: 'date' }),
  /** ANNUAL-LATE: submitted after the due date, or not yet submitted once it has passed. */
  late: Type.Boolean(),
  submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  returnedReason: Type.Union([Type.String(), Type.Null()]),
  version: Type.Union([Type.Integer(), Type.Null()]),
  schools: Type.Array(AnnualSchool),
  total: AnnualFigures,
});
export type AnnualReport = Static<typeof AnnualReport>;

export const AnnualReportQuery = Type.Object({ leaId: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type AnnualReportQuery = Static<typeof AnnualReportQuery>;

/** PUT api/restraint/reports/annual/schools: the LEA's teachers employed and pupils enrolled per school. */
export const AnnualEntry = Type.Object(
  {
    leaId: Type.Integer({ minimum: 1 }),
    version: Type.Integer({ minimum: 0, description: 'The version read; 0 for a report not yet opened' }),
    schools: Type.Array(
      Type.Object({ schoolId: Type.Integer({ minimum: 1 }), teachers: Entered, pupils: Entered }, { additionalProperties: false }),
      { maxItems: 2000 },
    ),
  },
  { additionalProperties: false },
);
export type AnnualEntry = Static<typeof AnnualEntry>;

/** POST api/restraint/reports/annual/moves. */
export const AnnualMove = Type.Object(
  {
    leaId: Type.Integer({ minimum: 1 }),
    to: literalUnion(ANNUAL_REPORT_MOVES),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type AnnualMove = Static<typeof AnnualMove>;

/** One LEA's annual report as the state tracks them: GET api/restraint/reports/annual/leas. */
export const AnnualLeaStatus = Type.Object({
  leaId: Type.Integer(),
  leaName: Type.String(),
  status: literalUnion(ANNUAL_REPORT_STATUSES),
  submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  late: Type.Boolean(),
  total: AnnualFigures,
});
export const AnnualLeaStatuses = Type.Object({
  schoolYear: Type.Integer(),
  dueDate: Type.String({ format: 'date' }),
  leas: Type.Array(AnnualLeaStatus),
});
export type AnnualLeaStatuses = Static<typeof AnnualLeaStatuses>;

/** A report's scope: the state (allLeas only, no leaId), or an LEA, optionally one school. */
export const ReportQuery = Type.Object(
  { leaId: Type.Optional(Type.Integer({ minimum: 1 })), schoolId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type ReportQuery = Static<typeof ReportQuery>;

/** A report as a file; public=true suppresses small counts (1 to 9 by default: the settings' small-cell size) and the rates built on them. */
export const ReportDownloadQuery = Type.Object(
  {
    leaId: Type.Optional(Type.Integer({ minimum: 1 })),
    schoolId: Type.Optional(Type.Integer({ minimum: 1 })),
    format: literalUnion(DOWNLOAD_FORMATS),
    public: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type ReportDownloadQuery = Static<typeof ReportDownloadQuery>;

/** The district and school reports' figures of one scope (restraint.md: instances by type, students, violations by rule, rates, plans, timeliness). */
export const ScopeFigures = Type.Object({
  instancesByType: Type.Record(Type.String(), Count, { description: 'Intervention type code to instances' }),
  incidents: Count,
  students: Count,
  violationsByRule: Type.Record(Type.String(), Count, { description: 'Rule code to Substantiated violations' }),
  substantiatedViolations: Count,
  openViolations: Type.Integer({ minimum: 0, description: 'Open violations, shown apart' }),
  plansByStatus: Type.Record(Type.String(), Count),
  ...AnnualFigures.properties,
  boardTimeliness: Percent,
  planTimeliness: Percent,
  noticeTimeliness: Percent,
  studentsWithThreeOrMore: Count,
  repeatUseRate: Percent,
});
export type ScopeFigures = Static<typeof ScopeFigures>;

/** GET api/restraint/reports/district: the scope's figures (the state's without leaId), for the school year in the header. */
export const DistrictReport = Type.Object({
  schoolYear: Type.Integer(),
  leaId: Type.Union([Type.Integer(), Type.Null()]),
  figures: ScopeFigures,
});
export type DistrictReport = Static<typeof DistrictReport>;

/** GET api/restraint/reports/school: the same figures per school. */
export const SchoolReport = Type.Object({
  schoolYear: Type.Integer(),
  leaId: Type.Union([Type.Integer(), Type.Null()]),
  schools: Type.Array(Type.Object({ schoolId: Type.Integer(), schoolName: Type.String(), leaId: Type.Integer(), figures: ScopeFigures })),
});
export type SchoolReport = Static<typeof SchoolReport>;

/** GET api/restraint/reports/student: one student's year (violation view details as well as the student report). */
export const StudentReportQuery = Type.Object(
  {
    stateStudentId: Type.String({ minLength: 1, maxLength: 20 }),
    format: Type.Optional(literalUnion(DOWNLOAD_FORMATS)),
  },
  { additionalProperties: false },
);
export type StudentReportQuery = Static<typeof StudentReportQuery>;

export const StudentReport = Type.Object({
  schoolYear: Type.Integer(),
  stateStudentId: Type.String(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  /** Reports in the year (incidents with physical or mechanical restraint of the student), against 3 and 5. */
  reports: Count,
  incidents: Type.Array(
    Type.Object({
      id: Type.Integer(),
      number: Type.String(),
      incidentDate: Type.String({ format: 'date' }),
      leaId: Type.Integer(),
      schoolId: Type.Union([Type.Integer(), Type.Null()]),
      interventions: Type.Record(Type.String(), Count, { description: 'Type code to instances' }),
      /** The running count of reports at this incident; null when it is not a report. */
      reportNumber: Type.Union([Type.Integer(), Type.Null()]),
      violations: Type.Array(Type.Object({ number: Type.String(), ruleCode: Type.String(), status: Type.String() })),
    }),
  ),
  followUps: Type.Array(
    Type.Object({
      incidentId: Type.Integer(),
      kind: Type.String(),
      trigger: Type.Integer(),
      status: Type.String(),
      dueDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
      heldDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    }),
  ),
});
export type StudentReport = Static<typeof StudentReport>;

/** GET api/restraint/reports/teacher: incidents per staff member by role, with training currency. */
export const TeacherReport = Type.Object({
  schoolYear: Type.Integer(),
  leaId: Type.Union([Type.Integer(), Type.Null()]),
  staff: Type.Array(
    Type.Object({
      staffId: Type.String(),
      name: Type.String(),
      jobTitle: Type.Union([Type.String(), Type.Null()]),
      incidents: Count,
      byRole: Type.Record(Type.String(), Count, { description: 'Role (APPLIED, OBSERVED, MONITORED, APPROVED_CONTINUATION) to incidents' }),
      lastTrainingDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
      /** Incidents at which the staff member's training was not current (more than the setting's months old, or none). */
      incidentsWithoutCurrentTraining: Count,
    }),
  ),
});
export type TeacherReport = Static<typeof TeacherReport>;

/** GET api/restraint/reports/teacher: the LEA (the state's without leaId, for App.data.allleas); with format, as a file. */
export const TeacherReportQuery = Type.Object(
  { leaId: Type.Optional(Type.Integer({ minimum: 1 })), format: Type.Optional(literalUnion(DOWNLOAD_FORMATS)) },
  { additionalProperties: false },
);
export type TeacherReportQuery = Static<typeof TeacherReportQuery>;
