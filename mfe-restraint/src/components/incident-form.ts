import dayjs from 'dayjs';
import { array, mixed, object, type ObjectSchema } from 'yup';
import { FieldMessages } from '@portal/shared-contracts';
import { fieldRules, ISO_DAY } from '@portal/shared-contracts/sdk';
import type {
  DisabilityStatus,
  EmergencyReason,
  IncidentFields,
  IncidentRecord,
  InterventionFields,
  InterventionType,
  NoticeRecipient,
  StaffRole,
  StudentFields,
} from '../api/incident-wire';
import { GRADES } from './restraint-labels';

/** A Y/N answer as the form's selects hold it; null until chosen. */
export type YesNo = 'Y' | 'N';

export interface InterventionValues {
  interventionType: InterventionType | null;
  aversiveSubtype: number | null;
  startAt: Date | null;
  endAt: Date | null;
  emergency: YesNo | null;
  emergencyReason: EmergencyReason | null;
  holdOrDevice: string;
  medicalOrder: YesNo | null;
  releaseChecks: YesNo | null;
}

export interface StudentValues {
  stateStudentId: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  grade: string | null;
  disabilityStatus: DisabilityStatus | null;
  hasIep: YesNo | null;
  hasBehaviorPlan: YesNo | null;
  interventions: InterventionValues[];
}

export interface StaffValues {
  staffId: string;
  name: string;
  jobTitle: string;
  role: StaffRole | null;
  lastTrainingDate: string | null;
}

export interface InjuryValues {
  person: string;
  description: string;
  treatment: string;
}

export interface NoticeValues {
  recipient: NoticeRecipient | null;
  method: string;
  sentAt: Date | null;
}

/** What the incident form edits: the incident's fields as a person enters them. */
export interface IncidentFormValues {
  leaId: number;
  schoolId: number | null;
  localIncidentId: string;
  incidentDate: string | null;
  discoveredDate: string | null;
  location: string;
  behavior: string;
  deescalation: string;
  policeInvolved: YesNo;
  arrest: YesNo;
  students: StudentValues[];
  staff: StaffValues[];
  injuries: InjuryValues[];
  notices: NoticeValues[];
}

/** restraint.md's import table sets the lengths the form keeps to as well. */
export const IncidentLimits = { localIncidentId: 50, name: 100, location: 200, narrative: 1000, short: 200 } as const;
/** The state's student id pattern (setting; default 1-20 letters or digits). */
export const STATE_STUDENT_ID = /^[A-Za-z0-9]{1,20}$/;

const yesNo = (value: boolean | null): YesNo | null => (value === null ? null : value ? 'Y' : 'N');
const fromYesNo = (value: YesNo | null): boolean | null => (value === null ? null : value === 'Y');
const blankToNull = (text: string) => text.trim() || null;
const restraintTypes: readonly (InterventionType | null)[] = ['PHYSICAL', 'MECHANICAL'];

export const newIntervention = (): InterventionValues => ({
  interventionType: null,
  aversiveSubtype: null,
  startAt: null,
  endAt: null,
  emergency: null,
  emergencyReason: null,
  holdOrDevice: '',
  medicalOrder: null,
  releaseChecks: null,
});

export const newStudent = (): StudentValues => ({
  stateStudentId: '',
  firstName: '',
  lastName: '',
  birthDate: null,
  grade: null,
  disabilityStatus: null,
  hasIep: null,
  hasBehaviorPlan: null,
  interventions: [newIntervention()],
});

export const newStaff = (): StaffValues => ({ staffId: '', name: '', jobTitle: '', role: null, lastTrainingDate: null });
export const newInjury = (): InjuryValues => ({ person: '', description: '', treatment: '' });
export const newNotice = (): NoticeValues => ({ recipient: null, method: '', sentAt: null });

const interventionValues = (each: InterventionFields): InterventionValues => ({
  interventionType: each.interventionType,
  aversiveSubtype: each.aversiveSubtype,
  startAt: new Date(each.startAt),
  endAt: new Date(each.endAt),
  emergency: yesNo(each.emergency),
  emergencyReason: each.emergencyReason,
  holdOrDevice: each.holdOrDevice ?? '',
  medicalOrder: yesNo(each.medicalOrder),
  releaseChecks: yesNo(each.releaseChecks),
});

const studentValues = (student: StudentFields): StudentValues => ({
  stateStudentId: student.stateStudentId,
  firstName: student.firstName,
  lastName: student.lastName,
  birthDate: student.birthDate,
  grade: student.grade,
  disabilityStatus: student.disabilityStatus,
  hasIep: yesNo(student.hasIep),
  hasBehaviorPlan: yesNo(student.hasBehaviorPlan),
  interventions: student.interventions.map(interventionValues),
});

/** The form's start: the incident's own fields, or an empty incident of the chosen LEA with one student and one intervention. */
export function initialIncidentValues(incident: IncidentRecord | null, currentLeaId: number | null): IncidentFormValues {
  if (!incident) {
    return {
      leaId: currentLeaId ?? 0,
      schoolId: null,
      localIncidentId: '',
      incidentDate: null,
      discoveredDate: null,
      location: '',
      behavior: '',
      deescalation: '',
      policeInvolved: 'N',
      arrest: 'N',
      students: [newStudent()],
      staff: [],
      injuries: [],
      notices: [],
    };
  }
  return {
    leaId: incident.leaId,
    schoolId: incident.schoolId,
    localIncidentId: incident.localIncidentId,
    incidentDate: incident.incidentDate,
    discoveredDate: incident.discoveredDate,
    location: incident.location ?? '',
    behavior: incident.behavior ?? '',
    deescalation: incident.deescalation ?? '',
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
    injuries: incident.injuries.map((injury) => ({ ...injury, treatment: injury.treatment ?? '' })),
    notices: incident.notices.map((notice) => ({ ...notice, sentAt: notice.sentAt ? new Date(notice.sentAt) : null })),
  };
}

/** The browser's calendar day: the limit of the date pickers and of "no future dates". */
export const today = () => dayjs().format(ISO_DAY);

const chosenId = () => mixed<number>().test('chosen', FieldMessages.selectFromList, (value) => Number(value) > 0);
const requiredText = (max: number) => fieldRules.required().concat(fieldRules.maxLength(max));
const optionalText = (max: number) => fieldRules.maxLength(max);
const choice = <Code extends string | number>(codes: readonly Code[]) =>
  fieldRules.fromList(codes).nullable().required(FieldMessages.selectFromList);
const yesNoChoice = () => choice<YesNo>(['Y', 'N']);
const day = () => fieldRules.noFutureDate();
const when = (condition: (type: InterventionType | null) => boolean) => ({
  is: (type: InterventionType | null) => condition(type),
});

const interventionSchema = object({
  interventionType: choice<InterventionType>(['PHYSICAL', 'MECHANICAL', 'AVERSIVE']),
  aversiveSubtype: fieldRules
    .fromList([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    .nullable()
    .when('interventionType', { ...when((type) => type === 'AVERSIVE'), then: (rule) => rule.required(FieldMessages.selectFromList) }),
  startAt: fieldRules.noFutureDate().required(FieldMessages.required),
  endAt: fieldRules
    .noFutureDate()
    .required(FieldMessages.required)
    .test('endAfterStart', 'The end may not be before the start.', function (end) {
      const start = this.parent?.startAt as Date | null;
      return !end || !start || end >= start;
    }),
  emergency: fieldRules
    .fromList<YesNo>(['Y', 'N'])
    .nullable()
    .when('interventionType', {
      ...when((type) => restraintTypes.includes(type)),
      then: (rule) => rule.required(FieldMessages.selectFromList),
    }),
  emergencyReason: fieldRules
    .fromList<EmergencyReason>(['HARM_OTHERS', 'HARM_SELF', 'PROPERTY'])
    .nullable()
    .when('emergency', { is: 'Y', then: (rule) => rule.required(FieldMessages.selectFromList) }),
  holdOrDevice: optionalText(IncidentLimits.short),
  medicalOrder: fieldRules
    .fromList<YesNo>(['Y', 'N'])
    .nullable()
    .when('interventionType', { ...when((type) => type === 'MECHANICAL'), then: (rule) => rule.required(FieldMessages.selectFromList) }),
  releaseChecks: fieldRules
    .fromList<YesNo>(['Y', 'N'])
    .nullable()
    .when('interventionType', { ...when((type) => type === 'MECHANICAL'), then: (rule) => rule.required(FieldMessages.selectFromList) }),
});

const studentSchema = object({
  stateStudentId: fieldRules.required().concat(fieldRules.pattern(STATE_STUDENT_ID)),
  firstName: requiredText(IncidentLimits.name),
  lastName: requiredText(IncidentLimits.name),
  birthDate: day().required(FieldMessages.required),
  grade: choice(GRADES),
  disabilityStatus: choice<DisabilityStatus>(['IDEA', '504', 'NONE']),
  hasIep: fieldRules.fromList<YesNo>(['Y', 'N']).nullable(),
  hasBehaviorPlan: fieldRules.fromList<YesNo>(['Y', 'N']).nullable(),
  interventions: array(interventionSchema).min(1, FieldMessages.required),
});

/** The form's rules, in the spec's field texts; the service runs its own too and its answers show under the fields. */
export const incidentSchema: ObjectSchema<object> = object({
  leaId: chosenId(),
  schoolId: chosenId(),
  localIncidentId: requiredText(IncidentLimits.localIncidentId),
  incidentDate: day().required(FieldMessages.required),
  discoveredDate: day().test('afterIncident', 'The discovery may not be before the incident date.', function (value) {
    const incident = this.parent?.incidentDate as string | null;
    return !value || !incident || dayjs(value).format(ISO_DAY) >= incident;
  }),
  location: optionalText(IncidentLimits.location),
  behavior: optionalText(IncidentLimits.narrative),
  deescalation: optionalText(IncidentLimits.narrative),
  policeInvolved: yesNoChoice(),
  arrest: yesNoChoice().test('arrestNeedsPolice', 'An arrest needs police involvement.', function (value) {
    return value !== 'Y' || this.parent?.policeInvolved === 'Y';
  }),
  students: array(studentSchema).min(1, FieldMessages.required),
  staff: array(
    object({
      staffId: requiredText(IncidentLimits.short),
      name: requiredText(IncidentLimits.name),
      jobTitle: optionalText(IncidentLimits.short),
      role: choice<StaffRole>(['APPLIED', 'OBSERVED', 'MONITORED', 'APPROVED_CONTINUATION']),
      lastTrainingDate: day(),
    }),
  ),
  injuries: array(
    object({
      person: requiredText(IncidentLimits.short),
      description: requiredText(IncidentLimits.narrative),
      treatment: optionalText(IncidentLimits.narrative),
    }),
  ),
  notices: array(
    object({
      recipient: choice<NoticeRecipient>(['PARENT', 'ADMINISTRATOR', 'IEP_TEAM', 'BOARD']),
      method: requiredText(IncidentLimits.short),
      sentAt: fieldRules.noFutureDate(),
    }),
  ),
});

const interventionFields = (each: InterventionValues): InterventionFields => {
  const restraint = restraintTypes.includes(each.interventionType);
  const mechanical = each.interventionType === 'MECHANICAL';
  return {
    interventionType: each.interventionType!,
    aversiveSubtype: each.interventionType === 'AVERSIVE' ? each.aversiveSubtype : null,
    startAt: each.startAt!.toISOString(),
    endAt: each.endAt!.toISOString(),
    emergency: restraint ? fromYesNo(each.emergency) : null,
    emergencyReason: restraint && each.emergency === 'Y' ? each.emergencyReason : null,
    holdOrDevice: blankToNull(each.holdOrDevice),
    medicalOrder: mechanical ? fromYesNo(each.medicalOrder) : null,
    releaseChecks: mechanical ? fromYesNo(each.releaseChecks) : null,
  };
};

/** The incident as the service takes it, from values the schema passed: answers that do not apply to a type are left out. */
export const toIncidentFields = (values: IncidentFormValues): IncidentFields => ({
  leaId: values.leaId,
  schoolId: values.schoolId!,
  localIncidentId: values.localIncidentId.trim(),
  incidentDate: values.incidentDate!,
  discoveredDate: values.discoveredDate,
  location: blankToNull(values.location),
  behavior: blankToNull(values.behavior),
  deescalation: blankToNull(values.deescalation),
  policeInvolved: values.policeInvolved === 'Y',
  arrest: values.arrest === 'Y',
  students: values.students.map((student) => ({
    stateStudentId: student.stateStudentId.trim(),
    firstName: student.firstName.trim(),
    lastName: student.lastName.trim(),
    birthDate: student.birthDate!,
    grade: student.grade!,
    disabilityStatus: student.disabilityStatus!,
    hasIep: fromYesNo(student.hasIep),
    hasBehaviorPlan: fromYesNo(student.hasBehaviorPlan),
    interventions: student.interventions.map(interventionFields),
  })),
  staff: values.staff.map((member) => ({
    staffId: member.staffId.trim(),
    name: member.name.trim(),
    jobTitle: blankToNull(member.jobTitle),
    role: member.role!,
    lastTrainingDate: member.lastTrainingDate,
  })),
  injuries: values.injuries.map((injury) => ({
    person: injury.person.trim(),
    description: injury.description.trim(),
    treatment: blankToNull(injury.treatment),
  })),
  notices: values.notices.map((notice) => ({
    recipient: notice.recipient!,
    method: notice.method.trim(),
    sentAt: notice.sentAt?.toISOString() ?? null,
  })),
});
