import {
  IMPORT_DISABILITY_STATUSES,
  IMPORT_GRADES,
  IMPORT_REASON_CODES,
  RestraintImportLimits as Limits,
  RestraintImportMessages as M,
  type RestraintImportColumn,
  type RestraintImportProblem,
} from '@portal/shared-contracts/restraint';
import type { CsvFileRow } from '@portal/service-kit';

/** What a pack's intervention type is, for the import's per-type column rules. */
export type InterventionKind = 'physical' | 'mechanical' | 'aversive';

/** Nevada's intervention types (the default pack). */
export const NEVADA_INTERVENTION_KINDS: Readonly<Record<string, InterventionKind>> = {
  PHYSICAL: 'physical',
  MECHANICAL: 'mechanical',
  AVERSIVE: 'aversive',
};

/** What the row checks need beyond the row: all plain values, so the checks stay pure. */
export interface RowRules {
  /** The state's calendar day, YYYY-MM-DD. */
  today: string;
  /** The state's clock now, YYYY-MM-DD HH:MM. */
  now: string;
  /** The chosen school year by its ending year (2026 is 2025-26); null when none was chosen. */
  schoolYear: number | null;
  studentIdPattern: RegExp;
  longMinutes: number;
  kinds: Readonly<Record<string, InterventionKind>>;
}

export interface ImportStudent {
  stateStudentId: string;
  lastName: string;
  firstName: string;
  birthDate: string;
  grade: string;
  disabilityStatus: (typeof IMPORT_DISABILITY_STATUSES)[number];
}

export interface ImportIntervention {
  type: string;
  aversiveSubtype: number | null;
  /** HH:MM on the incident date, state time. */
  startTime: string;
  endTime: string;
  emergency: boolean | null;
  reasonCode: (typeof IMPORT_REASON_CODES)[number] | null;
  medicalOrder: boolean | null;
  releaseChecks: boolean | null;
  staffTrained: boolean | null;
}

/** A row's values once every check the row alone allows has passed; blank optional cells are null. */
export interface RowValues {
  leaCode: string;
  schoolCode: string;
  localIncidentId: string;
  incidentDate: string;
  discoveredDate: string | null;
  location: string | null;
  behavior: string | null;
  deescalation: string | null;
  student: ImportStudent;
  intervention: ImportIntervention;
  studentInjury: boolean;
  staffInjury: boolean;
  /** YYYY-MM-DD HH:MM, state time. */
  parentNotifiedAt: string | null;
  boardReportedAt: string | null;
  recordFiledDate: string | null;
}

/** A row as the import judges it: its values when it passed, and every problem and warning, by column. */
export interface CheckedRow {
  /** The line the row starts on (the header is line 1). */
  line: number;
  /** lea_code, school_code and local_incident_id as written: the incident the row belongs to. */
  incidentKey: string;
  values: RowValues | null;
  problems: RestraintImportProblem[];
  warnings: RestraintImportProblem[];
}

export type ImportFileRow = CsvFileRow<RestraintImportColumn>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** YYYY-MM-DD naming a real day (no 31 April). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whole years from `birth` to `on`, both YYYY-MM-DD. */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** The school year (by its ending year) holding a date: 1 July to 30 June. */
export const schoolYearOf = (date: string): number => Number(date.slice(0, 4)) + (date.slice(5) >= '07-01' ? 1 : 0);

export const incidentKeyOf = (values: Record<RestraintImportColumn, string>): string =>
  `${values.lea_code}\u0000${values.school_code}\u0000${values.local_incident_id}`;

/**
 * Checks one row alone, column by column, as restraint.md's import table says: required cells,
 * dates, times and date-times in their formats, codes from their lists (any case), the per-type
 * columns, lengths, and the dates against each other, today and the chosen school year.
 */
export function checkRow(row: ImportFileRow, rules: RowRules): CheckedRow {
  const raw = row.values;
  const problems: RestraintImportProblem[] = [];
  const warnings: RestraintImportProblem[] = [];
  const line = row.firstLine;
  const problem = (column: string, message: string) => problems.push({ line, column, message });
  const warn = (column: string, message: string) => warnings.push({ line, column, message });

  if (row.fields !== row.expectedFields) problem('row', M.fieldCount(row.fields, row.expectedFields));

  const text = (column: RestraintImportColumn, max: number, required: boolean): string | null => {
    const value = raw[column];
    if (!value) {
      if (required) problem(column, M.required);
      return null;
    }
    if (value.length > max) problem(column, M.tooLong(max));
    return value;
  };
  const date = (column: RestraintImportColumn, required: boolean): string | null => {
    const value = raw[column];
    if (!value) {
      if (required) problem(column, M.required);
      return null;
    }
    if (!isIsoDate(value)) {
      problem(column, M.invalidDate);
      return null;
    }
    return value;
  };
  const time = (column: RestraintImportColumn): string | null => {
    const value = raw[column];
    if (!value) return (problem(column, M.required), null);
    if (!TIME.test(value)) return (problem(column, M.invalidTime), null);
    return value;
  };
  const dateTime = (column: RestraintImportColumn): string | null => {
    const value = raw[column];
    if (!value) return null;
    const [day, clock, rest] = value.split(/\s+/);
    if (rest !== undefined || !day || !clock || !isIsoDate(day) || !TIME.test(clock)) return (problem(column, M.invalidDateTime), null);
    return `${day} ${clock}`;
  };
  const code = <T extends string>(column: RestraintImportColumn, list: readonly T[], required: boolean): T | null => {
    const value = raw[column].toUpperCase();
    if (!value) {
      if (required) problem(column, M.required);
      return null;
    }
    if (!list.includes(value as T)) return (problem(column, M.selectFromList), null);
    return value as T;
  };
  const yesNo = (column: RestraintImportColumn, required: boolean): boolean | null => {
    const value = raw[column].toUpperCase();
    if (!value) {
      if (required) problem(column, M.required);
      return null;
    }
    if (value !== 'Y' && value !== 'N') return (problem(column, M.yesNo), null);
    return value === 'Y';
  };
  /** A per-type column the type does not take: it must be blank. */
  const blankFor = (column: RestraintImportColumn, type: string) => {
    if (raw[column]) problem(column, M.blankForType(type));
  };

  // The incident.
  const leaCode = raw.lea_code;
  const schoolCode = text('school_code', Infinity, true);
  const localIncidentId = text('local_incident_id', Limits.localIncidentId, true);
  const incidentDate = date('incident_date', true);
  if (incidentDate) {
    if (incidentDate > rules.today) problem('incident_date', M.noFutureDates);
    else if (rules.schoolYear !== null && schoolYearOf(incidentDate) !== rules.schoolYear) {
      problem('incident_date', M.outsideSchoolYear(`${rules.schoolYear - 1}-${String(rules.schoolYear % 100).padStart(2, '0')}`));
    }
  }
  const discoveredDate = date('discovered_date', false);
  if (discoveredDate) {
    if (discoveredDate > rules.today) problem('discovered_date', M.noFutureDates);
    else if (incidentDate && discoveredDate < incidentDate) problem('discovered_date', M.discoveredBeforeIncident);
  }
  const location = text('location', Limits.location, false);
  const behavior = text('behavior', Limits.narrative, false);
  const deescalation = text('deescalation', Limits.narrative, false);

  // The student.
  const stateStudentId = raw.student_state_id;
  if (!stateStudentId) problem('student_state_id', M.required);
  else if (!rules.studentIdPattern.test(stateStudentId)) problem('student_state_id', M.studentId);
  const lastName = text('student_last_name', Limits.name, true);
  const firstName = text('student_first_name', Limits.name, true);
  const birthDate = date('birth_date', true);
  if (birthDate && incidentDate) {
    if (birthDate >= incidentDate) problem('birth_date', M.birthNotBefore);
    else {
      const age = ageOn(birthDate, incidentDate);
      if (age < Limits.minAge || age > Limits.maxAge) warn('birth_date', M.age(age));
    }
  }
  const grade = code('grade', IMPORT_GRADES, true);
  const disabilityStatus = code('disability_status', IMPORT_DISABILITY_STATUSES, true);

  // The intervention: which columns it takes depends on its type.
  const type = code('intervention_type', Object.keys(rules.kinds), true);
  const kind = type ? rules.kinds[type] : undefined;
  let aversiveSubtype: number | null = null;
  if (kind === 'aversive') {
    const value = raw.aversive_subtype;
    if (!value) problem('aversive_subtype', M.required);
    else if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 10) problem('aversive_subtype', M.subtypeRange);
    else aversiveSubtype = Number(value);
  } else if (type) blankFor('aversive_subtype', type);
  const startTime = time('start_time');
  const endTime = time('end_time');
  if (startTime && endTime) {
    const minutes = minutesOf(endTime) - minutesOf(startTime);
    if (minutes < 0) problem('end_time', M.endBeforeStart);
    else if (minutes > rules.longMinutes) warn('end_time', M.long(minutes));
  }
  const restraint = kind === 'physical' || kind === 'mechanical';
  const emergency = yesNo('emergency', restraint);
  if (kind === 'aversive') blankFor('emergency', type!);
  const reasonCode = code('reason_code', IMPORT_REASON_CODES, emergency === true);
  if (reasonCode && emergency !== true) problem('reason_code', M.reasonWithoutEmergency);
  const medicalOrder = yesNo('medical_order', kind === 'mechanical');
  const releaseChecks = yesNo('release_checks', kind === 'mechanical');
  if (type && kind !== 'mechanical') {
    blankFor('medical_order', type);
    blankFor('release_checks', type);
  }
  const staffTrained = yesNo('staff_trained', restraint);
  const studentInjury = yesNo('student_injury', true);
  const staffInjury = yesNo('staff_injury', true);

  // Notices and the record, against the start of the intervention and the clock.
  const start = incidentDate && startTime ? `${incidentDate} ${startTime}` : null;
  const notified = (column: 'parent_notified_at' | 'board_reported_at') => {
    const value = dateTime(column);
    if (!value) return null;
    if (value > rules.now) problem(column, M.noFutureDates);
    else if (start && value < start) problem(column, M.beforeStart);
    return value;
  };
  const parentNotifiedAt = notified('parent_notified_at');
  const boardReportedAt = notified('board_reported_at');
  const recordFiledDate = date('record_filed_date', false);
  if (recordFiledDate && incidentDate && recordFiledDate < incidentDate) problem('record_filed_date', M.filedBeforeIncident);

  const incidentKey = incidentKeyOf(raw);
  if (problems.length) return { line, incidentKey, values: null, problems, warnings };
  return {
    line,
    incidentKey,
    problems,
    warnings,
    values: {
      leaCode,
      schoolCode: schoolCode!,
      localIncidentId: localIncidentId!,
      incidentDate: incidentDate!,
      discoveredDate,
      location,
      behavior,
      deescalation,
      student: {
        stateStudentId,
        lastName: lastName!,
        firstName: firstName!,
        birthDate: birthDate!,
        grade: grade!,
        disabilityStatus: disabilityStatus!,
      },
      intervention: {
        type: type!,
        aversiveSubtype,
        startTime: startTime!,
        endTime: endTime!,
        emergency: kind === 'aversive' ? null : emergency,
        reasonCode,
        medicalOrder: kind === 'mechanical' ? medicalOrder : null,
        releaseChecks: kind === 'mechanical' ? releaseChecks : null,
        staffTrained: restraint ? staffTrained : null,
      },
      studentInjury: studentInjury!,
      staffInjury: staffInjury!,
      parentNotifiedAt,
      boardReportedAt,
      recordFiledDate,
    },
  };
}

const INCIDENT_AGREES = ['incident_date', 'discovered_date', 'location', 'behavior', 'deescalation'] as const;
const STUDENT_AGREES = ['student_last_name', 'student_first_name', 'birth_date', 'grade', 'disability_status'] as const;

/** The upsert key of restraint.md: the incident, the student, the intervention's type and start. */
export const upsertKeyOf = (values: Record<RestraintImportColumn, string>): string =>
  [
    values.lea_code,
    values.school_code,
    values.local_incident_id,
    values.student_state_id,
    values.intervention_type.toUpperCase(),
    values.start_time,
  ].join('\u0000');

/**
 * What the rows say together: a second row with the same upsert key is refused, rows of one
 * incident must agree on its columns and rows of one student on theirs (a blank agrees with
 * anything; the first line that gave a value stands). Rows already refused take no part. Marks
 * the checked rows in place.
 */
export function checkAgreement(rows: readonly ImportFileRow[], checked: CheckedRow[]): void {
  const firstOfKey = new Map<string, number>();
  const incidentValues = new Map<string, Map<string, { value: string; line: number }>>();
  const studentValues = new Map<string, Map<string, { value: string; line: number }>>();
  const agree = (
    seen: Map<string, Map<string, { value: string; line: number }>>,
    key: string,
    columns: readonly RestraintImportColumn[],
    row: ImportFileRow,
    message: (column: string, line: number) => string,
    report: (column: string, text: string) => void,
  ) => {
    const known = seen.get(key) ?? new Map<string, { value: string; line: number }>();
    seen.set(key, known);
    for (const column of columns) {
      const value = column === 'grade' || column === 'disability_status' ? row.values[column].toUpperCase() : row.values[column];
      if (!value) continue;
      const first = known.get(column);
      if (!first) known.set(column, { value, line: row.firstLine });
      else if (first.value !== value) report(column, message(column, first.line));
    }
  };
  rows.forEach((row, index) => {
    const check = checked[index]!;
    // A row refused on its own says nothing the others must agree with: they are refused with its incident.
    if (!check.values) return;
    const refuse = (column: string, message: string) => {
      check.problems.push({ line: check.line, column, message });
      check.values = null;
    };
    const key = upsertKeyOf(row.values);
    const first = firstOfKey.get(key);
    if (first !== undefined) refuse('start_time', M.duplicateRow(first));
    else firstOfKey.set(key, row.firstLine);
    agree(incidentValues, check.incidentKey, INCIDENT_AGREES, row, M.incidentDisagrees, refuse);
    if (row.values.student_state_id) agree(studentValues, row.values.student_state_id, STUDENT_AGREES, row, M.studentDisagrees, refuse);
  });
}

/**
 * If one row of an incident is rejected, all are: each other row of it is refused naming the
 * first bad line. Call once every check (the row's own, agreement, the directory, the stored
 * records) has had its say.
 */
export function rejectWholeIncidents(checked: CheckedRow[]): void {
  const firstBad = new Map<string, number>();
  for (const row of checked) {
    if (row.problems.length && !firstBad.has(row.incidentKey)) firstBad.set(row.incidentKey, row.line);
  }
  for (const row of checked) {
    const bad = firstBad.get(row.incidentKey);
    if (bad === undefined || row.problems.length) continue;
    row.problems.push({ line: row.line, column: 'local_incident_id', message: M.incidentRejected(bad) });
    row.values = null;
  }
}

/** A student of an incident the file names, with the interventions, notice and injury its rows give. */
export interface ImportIncidentStudent {
  student: ImportStudent;
  interventions: ImportIntervention[];
  /** The earliest parent notice its rows give. */
  parentNotifiedAt: string | null;
  injured: boolean;
}

/** An incident the accepted rows name, its columns merged across its rows (a blank agrees with anything). */
export interface ImportIncident {
  key: string;
  firstLine: number;
  leaCode: string;
  schoolCode: string;
  localIncidentId: string;
  incidentDate: string;
  discoveredDate: string | null;
  location: string | null;
  behavior: string | null;
  deescalation: string | null;
  /** The earliest board report and record filing its rows give. */
  boardReportedAt: string | null;
  recordFiledDate: string | null;
  staffInjury: boolean;
  students: ImportIncidentStudent[];
}

const earliest = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/** The accepted rows as incidents, in the order of their first line. */
export function incidentsOf(checked: readonly CheckedRow[]): ImportIncident[] {
  const incidents = new Map<string, ImportIncident>();
  for (const row of checked) {
    const v = row.values;
    if (!v) continue;
    let incident = incidents.get(row.incidentKey);
    if (!incident) {
      incident = {
        key: row.incidentKey,
        firstLine: row.line,
        leaCode: v.leaCode,
        schoolCode: v.schoolCode,
        localIncidentId: v.localIncidentId,
        incidentDate: v.incidentDate,
        discoveredDate: v.discoveredDate,
        location: v.location,
        behavior: v.behavior,
        deescalation: v.deescalation,
        boardReportedAt: v.boardReportedAt,
        recordFiledDate: v.recordFiledDate,
        staffInjury: v.staffInjury,
        students: [],
      };
      incidents.set(row.incidentKey, incident);
    } else {
      incident.discoveredDate ??= v.discoveredDate;
      incident.location ??= v.location;
      incident.behavior ??= v.behavior;
      incident.deescalation ??= v.deescalation;
      incident.boardReportedAt = earliest(incident.boardReportedAt, v.boardReportedAt);
      incident.recordFiledDate = earliest(incident.recordFiledDate, v.recordFiledDate);
      incident.staffInjury ||= v.staffInjury;
    }
    let student = incident.students.find((s) => s.student.stateStudentId === v.student.stateStudentId);
    if (!student) {
      student = { student: v.student, interventions: [], parentNotifiedAt: null, injured: false };
      incident.students.push(student);
    }
    student.interventions.push(v.intervention);
    student.parentNotifiedAt = earliest(student.parentNotifiedAt, v.parentNotifiedAt);
    student.injured ||= v.studentInjury;
  }
  return [...incidents.values()];
}
