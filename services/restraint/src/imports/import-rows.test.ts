import {
  DEFAULT_STUDENT_ID_PATTERN,
  RESTRAINT_IMPORT_COLUMNS,
  RESTRAINT_IMPORT_OPTIONAL_COLUMNS,
  RestraintImportMessages as M,
  type RestraintImportColumn,
} from '@portal/shared-contracts/restraint';
import { readCsvFile, type CsvFileSpec } from '@portal/service-kit';
import {
  NEVADA_INTERVENTION_KINDS,
  ageOn,
  checkAgreement,
  checkRow,
  incidentsOf,
  rejectWholeIncidents,
  schoolYearOf,
  type ImportFileRow,
  type RowRules,
} from './import-rows';

const rules: RowRules = {
  today: '2026-11-26',
  now: '2026-11-26 14:00',
  schoolYear: 2027,
  studentIdPattern: new RegExp(DEFAULT_STUDENT_ID_PATTERN),
  longMinutes: 60,
  kinds: NEVADA_INTERVENTION_KINDS,
};

const base: Record<RestraintImportColumn, string> = {
  lea_code: '02',
  school_code: '1001',
  local_incident_id: 'L-1',
  incident_date: '2026-10-05',
  discovered_date: '',
  student_state_id: 'S1234',
  student_last_name: 'Rivera',
  student_first_name: 'Ana',
  birth_date: '2015-03-02',
  grade: '05',
  disability_status: 'IDEA',
  intervention_type: 'PHYSICAL',
  aversive_subtype: '',
  start_time: '10:15',
  end_time: '10:25',
  emergency: 'Y',
  reason_code: 'HARM_OTHERS',
  medical_order: '',
  release_checks: '',
  staff_trained: 'Y',
  student_injury: 'N',
  staff_injury: 'N',
  parent_notified_at: '',
  board_reported_at: '',
  record_filed_date: '',
  location: 'Classroom',
  behavior: '',
  deescalation: '',
};

let nextLine = 2;
const rowOf = (changes: Partial<Record<RestraintImportColumn, string>> = {}, line = nextLine++): ImportFileRow => ({
  line,
  firstLine: line,
  values: { ...base, ...changes },
  fields: RESTRAINT_IMPORT_COLUMNS.length,
  expectedFields: RESTRAINT_IMPORT_COLUMNS.length,
});

/** The problems of one row alone, as column: message. */
const problemsOf = (changes: Partial<Record<RestraintImportColumn, string>>, at: RowRules = rules) =>
  Object.fromEntries(checkRow(rowOf(changes), at).problems.map((p) => [p.column, p.message]));
const warningsOf = (changes: Partial<Record<RestraintImportColumn, string>>) =>
  Object.fromEntries(checkRow(rowOf(changes), rules).warnings.map((p) => [p.column, p.message]));

describe('one row of the restraint import', () => {
  test('a complete physical restraint row passes with its values typed', () => {
    const checked = checkRow(rowOf({ grade: 'kg', emergency: 'y', reason_code: 'harm_self' }), rules);
    expect(checked.problems).toEqual([]);
    expect(checked.values).toMatchObject({
      localIncidentId: 'L-1',
      student: { stateStudentId: 'S1234', grade: 'KG', disabilityStatus: 'IDEA' },
      intervention: { type: 'PHYSICAL', emergency: true, reasonCode: 'HARM_SELF', staffTrained: true, medicalOrder: null },
      studentInjury: false,
    });
  });

  test.each([
    'school_code',
    'local_incident_id',
    'incident_date',
    'student_state_id',
    'student_last_name',
    'student_first_name',
    'birth_date',
    'grade',
    'disability_status',
    'intervention_type',
    'start_time',
    'end_time',
    'student_injury',
    'staff_injury',
  ] as const)('a blank %s is "Field is required."', (column) => {
    expect(problemsOf({ [column]: '' })[column]).toBe('Field is required.');
  });

  test('local_incident_id takes at most 50 characters, names 100, location 200, narratives 1000', () => {
    expect(problemsOf({ local_incident_id: 'x'.repeat(51) }).local_incident_id).toBe(M.tooLong(50));
    expect(problemsOf({ local_incident_id: 'x'.repeat(50) }).local_incident_id).toBeUndefined();
    expect(problemsOf({ student_last_name: 'x'.repeat(101) }).student_last_name).toBe(M.tooLong(100));
    expect(problemsOf({ student_first_name: 'x'.repeat(101) }).student_first_name).toBe(M.tooLong(100));
    expect(problemsOf({ location: 'x'.repeat(201) }).location).toBe(M.tooLong(200));
    expect(problemsOf({ behavior: 'x'.repeat(1001) }).behavior).toBe(M.tooLong(1000));
    expect(problemsOf({ deescalation: 'x'.repeat(1001) }).deescalation).toBe(M.tooLong(1000));
  });

  test('incident_date: a real YYYY-MM-DD day, not in the future, inside the chosen school year', () => {
    expect(problemsOf({ incident_date: '10/05/2026' }).incident_date).toBe('Invalid date format.');
    expect(problemsOf({ incident_date: '2026-02-30' }).incident_date).toBe('Invalid date format.');
    expect(problemsOf({ incident_date: '2026-11-27' }).incident_date).toBe('No future dates allowed.');
    expect(problemsOf({ incident_date: '2026-06-30', birth_date: '2015-03-02' }).incident_date).toBe(M.outsideSchoolYear('2026-27'));
    expect(problemsOf({ incident_date: '2026-07-01' }).incident_date).toBeUndefined();
    expect(problemsOf({ incident_date: '2026-06-30' }, { ...rules, schoolYear: null }).incident_date).toBeUndefined();
  });

  test('discovered_date: optional, not before the incident, not in the future', () => {
    expect(problemsOf({ discovered_date: '' }).discovered_date).toBeUndefined();
    expect(problemsOf({ discovered_date: '2026-10-04' }).discovered_date).toBe(M.discoveredBeforeIncident);
    expect(problemsOf({ discovered_date: '2026-11-30' }).discovered_date).toBe('No future dates allowed.');
    expect(problemsOf({ discovered_date: '2026-13-01' }).discovered_date).toBe('Invalid date format.');
    expect(problemsOf({ discovered_date: '2026-10-05' }).discovered_date).toBeUndefined();
  });

  test('student_state_id follows the state pattern (default 1-20 letters or digits)', () => {
    expect(problemsOf({ student_state_id: 'AB-12' }).student_state_id).toBe(M.studentId);
    expect(problemsOf({ student_state_id: 'A'.repeat(21) }).student_state_id).toBe(M.studentId);
    expect(problemsOf({ student_state_id: 'A'.repeat(20) }).student_state_id).toBeUndefined();
    expect(problemsOf({ student_state_id: 'AB-12' }, { ...rules, studentIdPattern: /^[A-Z]{2}-\d+$/ }).student_state_id).toBeUndefined();
  });

  test('birth_date: before the incident date; an age outside 3-21 only warns', () => {
    expect(problemsOf({ birth_date: '2026-10-05' }).birth_date).toBe(M.birthNotBefore);
    expect(problemsOf({ birth_date: '2015-02-29' }).birth_date).toBe('Invalid date format.');
    expect(warningsOf({ birth_date: '2024-01-01' }).birth_date).toBe(M.age(2));
    expect(warningsOf({ birth_date: '2004-10-06' }).birth_date).toBeUndefined();
    expect(warningsOf({ birth_date: '2004-10-05' }).birth_date).toBe(M.age(22));
    expect(checkRow(rowOf({ birth_date: '2024-01-01' }), rules).values).not.toBeNull();
  });

  test('grade, disability_status, intervention_type and reason_code are codes of their lists, in any case', () => {
    expect(problemsOf({ grade: '13' }).grade).toBe('A value must be selected from the list.');
    expect(problemsOf({ grade: 'ug' }).grade).toBeUndefined();
    expect(problemsOf({ disability_status: 'IEP' }).disability_status).toBe('A value must be selected from the list.');
    expect(problemsOf({ disability_status: '504' }).disability_status).toBeUndefined();
    expect(problemsOf({ intervention_type: 'SECLUSION' }).intervention_type).toBe('A value must be selected from the list.');
    expect(problemsOf({ reason_code: 'ANGER' }).reason_code).toBe('A value must be selected from the list.');
  });

  test('aversive_subtype: 1-10 for AVERSIVE, blank for the others', () => {
    const aversive = { intervention_type: 'aversive', emergency: '', reason_code: '', staff_trained: '' };
    expect(problemsOf({ ...aversive, aversive_subtype: '' }).aversive_subtype).toBe('Field is required.');
    expect(problemsOf({ ...aversive, aversive_subtype: '11' }).aversive_subtype).toBe(M.subtypeRange);
    expect(problemsOf({ ...aversive, aversive_subtype: '0' }).aversive_subtype).toBe(M.subtypeRange);
    expect(problemsOf({ ...aversive, aversive_subtype: '2.5' }).aversive_subtype).toBe(M.subtypeRange);
    expect(checkRow(rowOf({ ...aversive, aversive_subtype: '10' }), rules).values?.intervention).toMatchObject({
      type: 'AVERSIVE',
      aversiveSubtype: 10,
      emergency: null,
    });
    expect(problemsOf({ aversive_subtype: '3' }).aversive_subtype).toBe(M.blankForType('PHYSICAL'));
  });

  test('start_time and end_time: HH:MM 24-hour, end not before start, over 60 minutes warns', () => {
    expect(problemsOf({ start_time: '3:00 PM' }).start_time).toBe(M.invalidTime);
    expect(problemsOf({ start_time: '24:00' }).start_time).toBe(M.invalidTime);
    expect(problemsOf({ end_time: '10:14' }).end_time).toBe(M.endBeforeStart);
    expect(problemsOf({ end_time: '10:15' }).end_time).toBeUndefined();
    expect(warningsOf({ end_time: '11:15' }).end_time).toBeUndefined();
    expect(warningsOf({ end_time: '11:16' }).end_time).toBe(M.long(61));
  });

  test('emergency: Y/N for PHYSICAL and MECHANICAL, blank for AVERSIVE; reason_code required with Y only', () => {
    expect(problemsOf({ emergency: '' }).emergency).toBe('Field is required.');
    expect(problemsOf({ emergency: 'yes' }).emergency).toBe(M.yesNo);
    expect(problemsOf({ emergency: 'N', reason_code: '' }).reason_code).toBeUndefined();
    expect(problemsOf({ emergency: 'N', reason_code: 'PROPERTY' }).reason_code).toBe(M.reasonWithoutEmergency);
    expect(problemsOf({ emergency: 'Y', reason_code: '' }).reason_code).toBe('Field is required.');
    expect(problemsOf({ intervention_type: 'AVERSIVE', aversive_subtype: '1', emergency: 'N', reason_code: '' }).emergency).toBe(
      M.blankForType('AVERSIVE'),
    );
  });

  test('medical_order and release_checks: Y/N for MECHANICAL, blank for the others', () => {
    const mechanical = { intervention_type: 'MECHANICAL', medical_order: 'N', release_checks: 'y' };
    expect(checkRow(rowOf(mechanical), rules).values?.intervention).toMatchObject({ medicalOrder: false, releaseChecks: true });
    expect(problemsOf({ ...mechanical, medical_order: '' }).medical_order).toBe('Field is required.');
    expect(problemsOf({ ...mechanical, release_checks: '' }).release_checks).toBe('Field is required.');
    expect(problemsOf({ medical_order: 'Y' }).medical_order).toBe(M.blankForType('PHYSICAL'));
    expect(problemsOf({ release_checks: 'N' }).release_checks).toBe(M.blankForType('PHYSICAL'));
  });

  test('staff_trained: Y/N required for PHYSICAL and MECHANICAL; injuries Y/N always', () => {
    expect(problemsOf({ staff_trained: '' }).staff_trained).toBe('Field is required.');
    expect(problemsOf({ intervention_type: 'MECHANICAL', medical_order: 'Y', release_checks: 'Y', staff_trained: '' }).staff_trained).toBe(
      'Field is required.',
    );
    expect(
      problemsOf({ intervention_type: 'AVERSIVE', aversive_subtype: '4', emergency: '', reason_code: '', staff_trained: '' }).staff_trained,
    ).toBeUndefined();
    expect(problemsOf({ student_injury: 'maybe' }).student_injury).toBe(M.yesNo);
    expect(checkRow(rowOf({ staff_injury: 'y' }), rules).values?.staffInjury).toBe(true);
  });

  test('parent_notified_at and board_reported_at: YYYY-MM-DD HH:MM, not before the start, not in the future', () => {
    expect(problemsOf({ parent_notified_at: '2026-10-05T11:00' }).parent_notified_at).toBe(M.invalidDateTime);
    expect(problemsOf({ parent_notified_at: '2026-10-05' }).parent_notified_at).toBe(M.invalidDateTime);
    expect(problemsOf({ parent_notified_at: '2026-10-05 10:14' }).parent_notified_at).toBe(M.beforeStart);
    expect(problemsOf({ board_reported_at: '2026-11-26 14:01' }).board_reported_at).toBe('No future dates allowed.');
    expect(problemsOf({ board_reported_at: '2026-10-06 09:00' }).board_reported_at).toBeUndefined();
    expect(checkRow(rowOf({ parent_notified_at: '2026-10-05  10:15' }), rules).values?.parentNotifiedAt).toBe('2026-10-05 10:15');
  });

  test('record_filed_date: optional, not before the incident date', () => {
    expect(problemsOf({ record_filed_date: '2026-10-04' }).record_filed_date).toBe(M.filedBeforeIncident);
    expect(problemsOf({ record_filed_date: '2026-10-06' }).record_filed_date).toBeUndefined();
    expect(problemsOf({ record_filed_date: 'soon' }).record_filed_date).toBe('Invalid date format.');
  });

  test('a row with more or fewer fields than the header is refused', () => {
    const row = { ...rowOf(), fields: 3 };
    expect(checkRow(row, rules).problems).toContainEqual({
      line: row.firstLine,
      column: 'row',
      message: M.fieldCount(3, row.expectedFields),
    });
  });

  test('the helpers: age in whole years, the school year holding a date', () => {
    expect(ageOn('2015-03-02', '2026-03-01')).toBe(10);
    expect(ageOn('2015-03-02', '2026-03-02')).toBe(11);
    expect(schoolYearOf('2026-06-30')).toBe(2026);
    expect(schoolYearOf('2026-07-01')).toBe(2027);
  });
});

describe('the rows of one file together', () => {
  const judge = (rows: ImportFileRow[]) => {
    const checked = rows.map((row) => checkRow(row, rules));
    checkAgreement(rows, checked);
    rejectWholeIncidents(checked);
    return checked;
  };

  test('a second row with the same upsert key is refused, naming the first line', () => {
    const rows = [rowOf({}, 2), rowOf({ start_time: '10:15', end_time: '10:30' }, 3)];
    expect(judge(rows)[1]!.problems).toContainEqual({ line: 3, column: 'start_time', message: M.duplicateRow(2) });
  });

  test('rows of one incident must agree on its columns; a blank agrees with anything', () => {
    const agreeing = judge([rowOf({ location: '' }, 2), rowOf({ start_time: '11:00', end_time: '11:05' }, 3)]);
    expect(agreeing.every((c) => c.values)).toBe(true);
    const disagreeing = judge([rowOf({}, 2), rowOf({ start_time: '11:00', end_time: '11:05', location: 'Gym' }, 3)]);
    expect(disagreeing[1]!.problems).toContainEqual({ line: 3, column: 'location', message: M.incidentDisagrees('location', 2) });
  });

  test('a row refused on its own takes no part: the rows after it are refused with its incident, not for disagreeing', () => {
    const checked = judge([rowOf({ incident_date: '2026-13-01' }, 2), rowOf({ start_time: '11:00', end_time: '11:05' }, 3)]);
    expect(checked[1]!.problems).toEqual([{ line: 3, column: 'local_incident_id', message: M.incidentRejected(2) }]);
  });

  test('rows of one student must agree on the student columns, across incidents', () => {
    const checked = judge([rowOf({}, 2), rowOf({ local_incident_id: 'L-2', birth_date: '2015-03-03' }, 3)]);
    expect(checked[1]!.problems).toContainEqual({ line: 3, column: 'birth_date', message: M.studentDisagrees('birth_date', 2) });
    expect(judge([rowOf({}, 2), rowOf({ local_incident_id: 'L-2', grade: '05' }, 3)]).every((c) => c.values)).toBe(true);
  });

  test('one rejected row rejects every row of its incident, naming the first bad line; other incidents stand', () => {
    const checked = judge([
      rowOf({}, 2),
      rowOf({ student_state_id: 'S9', start_time: '11:00', end_time: 'later' }, 3),
      rowOf({ student_state_id: 'S10' }, 4),
      rowOf({ local_incident_id: 'L-2' }, 5),
    ]);
    expect(checked[0]!.problems).toEqual([{ line: 2, column: 'local_incident_id', message: M.incidentRejected(3) }]);
    expect(checked[2]!.problems).toEqual([{ line: 4, column: 'local_incident_id', message: M.incidentRejected(3) }]);
    expect(checked[3]!.values).not.toBeNull();
    expect(incidentsOf(checked).map((i) => i.localIncidentId)).toEqual(['L-2']);
  });

  test('accepted rows become incidents with their students and interventions, columns merged', () => {
    const checked = judge([
      rowOf({ location: '', board_reported_at: '2026-10-06 09:00' }, 2),
      rowOf({ start_time: '11:00', end_time: '11:05', board_reported_at: '2026-10-05 12:00', staff_injury: 'Y' }, 3),
      rowOf(
        {
          student_state_id: 'S77',
          parent_notified_at: '2026-10-05 15:00',
          intervention_type: 'AVERSIVE',
          aversive_subtype: '5',
          emergency: '',
          reason_code: '',
          staff_trained: '',
        },
        4,
      ),
    ]);
    const [incident] = incidentsOf(checked);
    expect(incident).toMatchObject({ firstLine: 2, location: 'Classroom', boardReportedAt: '2026-10-05 12:00', staffInjury: true });
    expect(incident!.students.map((s) => [s.student.stateStudentId, s.interventions.map((i) => i.startTime), s.injured])).toEqual([
      ['S1234', ['10:15', '11:00'], false],
      ['S77', ['10:15'], false],
    ]);
    expect(incident!.students[1]!.parentNotifiedAt).toBe('2026-10-05 15:00');
  });
});

describe('the file as the kit reads it with the import spec', () => {
  const spec: CsvFileSpec<RestraintImportColumn> = {
    columns: RESTRAINT_IMPORT_COLUMNS,
    optional: RESTRAINT_IMPORT_OPTIONAL_COLUMNS,
    maxBytes: 1024 * 1024,
    maxRows: 10,
    messages: M,
  };
  const required = RESTRAINT_IMPORT_COLUMNS.filter((c) => !RESTRAINT_IMPORT_OPTIONAL_COLUMNS.includes(c));

  test('takes columns in any order and case, a BOM, and names a row by the line it starts on', () => {
    const columns = [...required, 'emergency', 'reason_code', 'staff_trained'] as const;
    const header = [...columns].reverse().map((c) => c.toUpperCase());
    const values = [...columns].reverse().map((c) => (c === 'student_last_name' ? '"Rivera\nJr"' : base[c]));
    const text = `\uFEFF${header.join(',')},Favorite_Color\r\n\r\n${values.join(',')},blue\r\n${values.join(',')},red\r\n`;
    const file = readCsvFile(text, spec);
    expect(file.ignoredColumns).toEqual(['Favorite_Color']);
    expect(file.rows.map((r) => r.firstLine)).toEqual([3, 5]);
    expect(file.rows[0]!.values.student_last_name).toBe('Rivera\nJr');
    expect(checkRow(file.rows[0]!, rules).problems).toEqual([]);
  });

  test('a missing required column rejects the file', () => {
    const header = required.filter((c) => c !== 'birth_date');
    expect(() => readCsvFile(`${header.join(',')}\n`, spec)).toThrow(M.missingColumns(['birth_date']));
  });
});
