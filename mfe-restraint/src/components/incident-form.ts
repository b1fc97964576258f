import dayjs from 'dayjs';
import { array, mixed, object, type ObjectSchema } from 'yup';
import { FieldMessages } from '@portal/shared-contracts';
import {
  DISABILITY_STATUSES,
  EMERGENCY_REASONS,
  GRADES,
  INJURED_PERSONS,
  NOTICE_METHODS,
  NOTICE_RECIPIENTS,
  RestraintMessages,
  STAFF_ROLES,
  type IncidentFields,
  type IncidentRecord,
  type Intervention,
  type InterventionInput,
  type IncidentStudent,
} from '@portal/shared-contracts/restraint';
import { fieldRules, ISO_DAY } from '@portal/shared-contracts/sdk';

/** A Y/N answer as the form's selects hold it; null until chosen. */
export type YesNo = 'Y' | 'N';
type Code<List extends readonly string[]> = List[number];

/** The Nevada pack's types; the restraints are the ones that need an emergency. */
export const INTERVENTION_TYPES = ['PHYSICAL', 'MECHANICAL', 'AVERSIVE'] as const;
const RESTRAINTS: readonly (string | null)[] = ['PHYSICAL', 'MECHANICAL'];

export interface InterventionValues {
  type: string | null;
  aversiveSubtype: number | null;
  startAt: Date | null;
  endAt: Date | null;
  emergency: YesNo | null;
  emergencyReason: Code<typeof EMERGENCY_REASONS> | null;
  holdOrDevice: string;
  medicalOrder: YesNo | null;
  releaseChecks: YesNo | null;
  /** Asked while no staff member who applied it is named: whether all who applied it were trained. */
  staffTrained: YesNo | null;
}

export interface StudentValues {
  stateStudentId: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  grade: Code<typeof GRADES> | null;
  disabilityStatus: Code<typeof DISABILITY_STATUSES> | null;
  disabilityCategory: string | null;
  sex: string | null;
  raceEthnicity: string | null;
  englishLearner: YesNo | null;
  hasIep: YesNo | null;
  hasBehaviorPlan: YesNo | null;
  interventions: InterventionValues[];
}

export interface StaffValues {
  staffId: string;
  name: string;
  jobTitle: string;
  role: Code<typeof STAFF_ROLES> | null;
  lastTrainingDate: string | null;
}

export interface InjuryValues {
  person: Code<typeof INJURED_PERSONS> | null;
  stateStudentId: string | null;
  name: string;
  description: string;
  treatment: string;
}

export interface NoticeValues {
  recipient: Code<typeof NOTICE_RECIPIENTS> | null;
  stateStudentId: string | null;
  method: Code<typeof NOTICE_METHODS> | null;
  sentAt: Date | null;
}

/** Where an incident happened: a school of an LEA, or a private school (kept under the state-level district). */
export type IncidentPlace = 'lea' | 'private';

/** What the incident form edits: the incident's fields as a person enters them. */
export interface IncidentFormValues {
  place: IncidentPlace;
  leaId: number;
  schoolId: number | null;
  privateSchoolId: number | null;
  localIncidentId: string;
  incidentDate: string | null;
  discoveredDate: string | null;
  recordFiledDate: string | null;
  location: string;
  setting: string;
  antecedent: string;
  behavior: string;
  deescalation: string;
  consequence: string;
  policeInvolved: YesNo;
  arrest: YesNo;
  students: StudentValues[];
  staff: StaffValues[];
  injuries: InjuryValues[];
  notices: NoticeValues[];
}

/** The contract's lengths (shared-contracts/src/restraint/schemas.ts), which the form keeps to as well. */
export const IncidentLimits = {
  localIncidentId: 50,
  name: 100,
  short: 200,
  staffId: 50,
  staffName: 200,
  jobTitle: 100,
  narrative: 1000,
} as const;
/** The state's student id pattern (setting; default 1-20 letters or digits). */
export const STATE_STUDENT_ID = /^[A-Za-z0-9]{1,20}$/;

/** restraint.md's import table: record_filed_date is not before incident_date. */
const RECORD_BEFORE_INCIDENT = 'The record date cannot be before the incident date.';

const yesNo = (value: boolean | null): YesNo | null => (value === null ? null : value ? 'Y' : 'N');
const fromYesNo = (value: YesNo | null): boolean | null => (value === null ? null : value === 'Y');
const blankToNull = (text: string) => text.trim() || null;

export const newIntervention = (): InterventionValues => ({
  type: null,
  aversiveSubtype: null,
  startAt: null,
  endAt: null,
  emergency: null,
  emergencyReason: null,
  holdOrDevice: '',
  medicalOrder: null,
  releaseChecks: null,
  staffTrained: null,
});

export const newStudent = (): StudentValues => ({
  stateStudentId: '',
  firstName: '',
  lastName: '',
  birthDate: null,
  grade: null,
  disabilityStatus: null,
  disabilityCategory: null,
  sex: null,
  raceEthnicity: null,
  englishLearner: null,
  hasIep: null,
  hasBehaviorPlan: null,
  interventions: [newIntervention()],
});

export const newStaff = (): StaffValues => ({ staffId: '', name: '', jobTitle: '', role: null, lastTrainingDate: null });
export const newInjury = (): InjuryValues => ({ person: null, stateStudentId: null, name: '', description: '', treatment: '' });
export const newNotice = (): NoticeValues => ({ recipient: null, stateStudentId: null, method: null, sentAt: null });

const interventionValues = (each: Intervention): InterventionValues => ({
  type: each.type,
  aversiveSubtype: each.aversiveSubtype,
  startAt: new Date(each.startAt),
  endAt: new Date(each.endAt),
  emergency: yesNo(each.emergency),
  emergencyReason: each.emergencyReason,
  holdOrDevice: each.holdOrDevice ?? '',
  medicalOrder: yesNo(each.medicalOrder),
  releaseChecks: yesNo(each.releaseChecks),
  staffTrained: yesNo(each.staffTrained),
});

const studentValues = (student: IncidentStudent): StudentValues => ({
  stateStudentId: student.stateStudentId,
  firstName: student.firstName ?? '',
  lastName: student.lastName ?? '',
  birthDate: student.birthDate,
  grade: student.grade,
  disabilityStatus: student.disabilityStatus,
  disabilityCategory: student.disabilityCategory,
  sex: student.sex,
  raceEthnicity: student.raceEthnicity,
  englishLearner: yesNo(student.englishLearner),
  hasIep: yesNo(student.hasIep),
  hasBehaviorPlan: yesNo(student.hasBehaviorPlan),
  interventions: student.interventions.map(interventionValues),
});

/**
 * The form's start: the incident's own fields (read with view details), or an empty incident at
 * `place` (of the chosen LEA, for a school of an LEA) with one student and one intervention.
 */
export function initialIncidentValues(
  incident: IncidentRecord | null,
  currentLeaId: number | null,
  place: IncidentPlace,
): IncidentFormValues {
  if (!incident) {
    return {
      place,
      leaId: currentLeaId ?? 0,
      schoolId: null,
      privateSchoolId: null,
      localIncidentId: '',
      incidentDate: null,
      discoveredDate: null,
      recordFiledDate: null,
      location: '',
      setting: '',
      antecedent: '',
      behavior: '',
      deescalation: '',
      consequence: '',
      policeInvolved: 'N',
      arrest: 'N',
      students: [newStudent()],
      staff: [],
      injuries: [],
      notices: [],
    };
  }
  return {
    place: incident.privateSchoolId === null ? 'lea' : 'private',
    leaId: incident.leaId,
    schoolId: incident.schoolId,
    privateSchoolId: incident.privateSchoolId,
    localIncidentId: incident.localIncidentId,
    incidentDate: incident.incidentDate,
    discoveredDate: incident.discoveredDate,
    recordFiledDate: incident.recordFiledDate,
    location: incident.location ?? '',
    setting: incident.setting ?? '',
    antecedent: incident.antecedent ?? '',
    behavior: incident.behavior ?? '',
    deescalation: incident.deescalation ?? '',
    consequence: incident.consequence ?? '',
    policeInvolved: incident.policeInvolved ? 'Y' : 'N',
    arrest: incident.arrest ? 'Y' : 'N',
    students: incident.students.map(studentValues),
    staff: incident.staff.map((member) => ({
      staffId: member.staffId,
      name: member.name,
      jobTitle: member.jobTitle ?? '',
      role: member.role,
      lastTrainingDate: member.lastTrainingDate,
    })),
    injuries: incident.injuries.map((injury) => ({
      person: injury.person,
      stateStudentId: injury.stateStudentId,
      name: injury.name ?? '',
      description: injury.description,
      treatment: injury.treatment ?? '',
    })),
    notices: incident.notices.map((notice) => ({
      recipient: notice.recipient,
      stateStudentId: notice.stateStudentId,
      method: notice.method,
      sentAt: notice.sentAt ? new Date(notice.sentAt) : null,
    })),
  };
}

/** The browser's calendar day: the limit of the date pickers and of "no future dates". */
export const today = () => dayjs().format(ISO_DAY);

const requiredText = (max: number) => fieldRules.required().concat(fieldRules.maxLength(max));
const optionalText = (max: number) => fieldRules.maxLength(max);
const optionalChoice = <Choice extends string | number>(codes: readonly Choice[]) => fieldRules.fromList(codes).nullable();
const choice = <Choice extends string | number>(codes: readonly Choice[]) => optionalChoice(codes).required(FieldMessages.selectFromList);
const YES_NO: readonly YesNo[] = ['Y', 'N'];
// Nullable, so that nothing chosen reads as the spec's text rather than yup's own.
const chosenId = () =>
  mixed<number>()
    .nullable()
    .test('chosen', FieldMessages.selectFromList, (value) => Number(value) > 0);
/** An id chosen only where the incident happened there: the LEA and school, or the private school. */
const chosenAt = (place: IncidentPlace) =>
  mixed<number>()
    .nullable()
    .when('place', { is: place, then: () => chosenId() });
const requiredWhenType = (codes: readonly string[], rule: ReturnType<typeof optionalChoice>) =>
  rule.when('type', {
    is: (type: string | null) => codes.includes(type ?? ''),
    then: (then) => then.required(FieldMessages.selectFromList),
  });
/** A day not after today, not before the incident (a sibling field's day, or the incident's up the form). */
const notBefore = (message: string, startOf: (context: { parent?: Record<string, unknown> }) => unknown) =>
  fieldRules.noFutureDate().test('notBefore', message, function (value) {
    // yup hands the test its parent as cast: the incident date is a Date there, not the form's YYYY-MM-DD.
    const start = startOf(this) as Date | string | null | undefined;
    return !value || !start || dayjs(value).format(ISO_DAY) >= dayjs(start).format(ISO_DAY);
  });

const interventionSchema = object({
  type: choice(INTERVENTION_TYPES),
  aversiveSubtype: requiredWhenType(['AVERSIVE'], optionalChoice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])),
  startAt: fieldRules.noFutureDate().required(FieldMessages.required),
  endAt: fieldRules
    .noFutureDate()
    .required(FieldMessages.required)
    .test('endAfterStart', RestraintMessages.endBeforeStart, function (end) {
      const start = this.parent?.startAt as Date | null;
      return !end || !start || end >= start;
    }),
  emergency: requiredWhenType(['PHYSICAL', 'MECHANICAL'], optionalChoice(YES_NO)),
  emergencyReason: optionalChoice(EMERGENCY_REASONS).when('emergency', {
    is: 'Y',
    then: (rule) => rule.required(FieldMessages.selectFromList),
  }),
  holdOrDevice: optionalText(IncidentLimits.short),
  medicalOrder: requiredWhenType(['MECHANICAL'], optionalChoice(YES_NO)),
  releaseChecks: requiredWhenType(['MECHANICAL'], optionalChoice(YES_NO)),
  staffTrained: optionalChoice(YES_NO),
});

const studentSchema = object({
  stateStudentId: fieldRules.required().concat(fieldRules.pattern(STATE_STUDENT_ID)),
  firstName: requiredText(IncidentLimits.name),
  lastName: requiredText(IncidentLimits.name),
  birthDate: fieldRules.noFutureDate().required(FieldMessages.required),
  grade: choice(GRADES),
  disabilityStatus: choice(DISABILITY_STATUSES),
  englishLearner: optionalChoice(YES_NO),
  hasIep: optionalChoice(YES_NO),
  hasBehaviorPlan: optionalChoice(YES_NO),
  interventions: array(interventionSchema).min(1, FieldMessages.required),
});

/** The form's rules, in the spec's field texts and the contract's messages; the service runs its own too and its answers show under the fields. */
export const incidentSchema: ObjectSchema<object> = object({
  leaId: chosenAt('lea'),
  schoolId: chosenAt('lea'),
  privateSchoolId: chosenAt('private'),
  localIncidentId: requiredText(IncidentLimits.localIncidentId),
  incidentDate: fieldRules.noFutureDate().required(FieldMessages.required),
  discoveredDate: notBefore(RestraintMessages.discoveredBeforeIncident, (context) => context.parent?.incidentDate),
  recordFiledDate: notBefore(RECORD_BEFORE_INCIDENT, (context) => context.parent?.incidentDate),
  location: optionalText(IncidentLimits.short),
  setting: optionalText(IncidentLimits.short),
  antecedent: optionalText(IncidentLimits.narrative),
  behavior: optionalText(IncidentLimits.narrative),
  deescalation: optionalText(IncidentLimits.narrative),
  consequence: optionalText(IncidentLimits.narrative),
  policeInvolved: choice(YES_NO),
  arrest: choice(YES_NO).test('arrestNeedsPolice', RestraintMessages.arrestNeedsPolice, function (value) {
    return value !== 'Y' || this.parent?.policeInvolved === 'Y';
  }),
  students: array(studentSchema).min(1, FieldMessages.required),
  staff: array(
    object({
      staffId: requiredText(IncidentLimits.staffId),
      name: requiredText(IncidentLimits.staffName),
      jobTitle: optionalText(IncidentLimits.jobTitle),
      role: choice(STAFF_ROLES),
      lastTrainingDate: fieldRules.noFutureDate(),
    }),
  ),
  injuries: array(
    object({
      person: choice(INJURED_PERSONS),
      stateStudentId: mixed<string>()
        .nullable()
        .when('person', { is: 'STUDENT', then: (rule) => rule.required(FieldMessages.selectFromList) }),
      name: optionalText(IncidentLimits.short),
      description: requiredText(IncidentLimits.narrative),
      treatment: optionalText(IncidentLimits.narrative),
    }),
  ),
  notices: array(
    object({
      recipient: choice(NOTICE_RECIPIENTS),
      method: optionalChoice(NOTICE_METHODS),
      sentAt: fieldRules.noFutureDate(),
    }),
  ),
});

const interventionInput = (each: InterventionValues): InterventionInput => {
  const restraint = RESTRAINTS.includes(each.type);
  const mechanical = each.type === 'MECHANICAL';
  return {
    type: each.type!,
    aversiveSubtype: each.type === 'AVERSIVE' ? each.aversiveSubtype : null,
    startAt: each.startAt!.toISOString(),
    endAt: each.endAt!.toISOString(),
    emergency: restraint ? fromYesNo(each.emergency) : null,
    emergencyReason: restraint && each.emergency === 'Y' ? each.emergencyReason : null,
    holdOrDevice: blankToNull(each.holdOrDevice),
    medicalOrder: mechanical ? fromYesNo(each.medicalOrder) : null,
    releaseChecks: mechanical ? fromYesNo(each.releaseChecks) : null,
    staffTrained: restraint ? fromYesNo(each.staffTrained) : null,
  };
};

/** The incident as the service takes it, from values the schema passed: answers that do not apply to a type are left out. */
export const toIncidentFields = (values: IncidentFormValues): IncidentFields => ({
  ...(values.place === 'private'
    ? { leaId: null, schoolId: null, privateSchoolId: values.privateSchoolId }
    : { leaId: values.leaId, schoolId: values.schoolId, privateSchoolId: null }),
  localIncidentId: values.localIncidentId.trim(),
  incidentDate: values.incidentDate!,
  discoveredDate: values.discoveredDate,
  recordFiledDate: values.recordFiledDate,
  location: blankToNull(values.location),
  setting: blankToNull(values.setting),
  antecedent: blankToNull(values.antecedent),
  behavior: blankToNull(values.behavior),
  deescalation: blankToNull(values.deescalation),
  consequence: blankToNull(values.consequence),
  policeInvolved: values.policeInvolved === 'Y',
  arrest: values.arrest === 'Y',
  students: values.students.map((student) => ({
    stateStudentId: student.stateStudentId.trim(),
    firstName: student.firstName.trim(),
    lastName: student.lastName.trim(),
    birthDate: student.birthDate!,
    grade: student.grade!,
    disabilityStatus: student.disabilityStatus!,
    disabilityCategory: student.disabilityStatus === 'IDEA' ? student.disabilityCategory : null,
    sex: student.sex,
    raceEthnicity: student.raceEthnicity,
    englishLearner: fromYesNo(student.englishLearner),
    hasIep: fromYesNo(student.hasIep),
    hasBehaviorPlan: fromYesNo(student.hasBehaviorPlan),
    interventions: student.interventions.map(interventionInput),
  })),
  staff: values.staff.map((member) => ({
    staffId: member.staffId.trim(),
    name: member.name.trim(),
    jobTitle: blankToNull(member.jobTitle),
    role: member.role!,
    lastTrainingDate: member.lastTrainingDate,
  })),
  injuries: values.injuries.map((injury) => ({
    person: injury.person!,
    stateStudentId: injury.person === 'STUDENT' ? injury.stateStudentId : null,
    name: injury.person === 'STUDENT' ? null : blankToNull(injury.name),
    description: injury.description.trim(),
    treatment: blankToNull(injury.treatment),
  })),
  notices: values.notices.map((notice) => ({
    recipient: notice.recipient!,
    stateStudentId: notice.stateStudentId,
    method: notice.method,
    sentAt: notice.sentAt?.toISOString() ?? null,
  })),
});
