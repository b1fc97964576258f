import dayjs from 'dayjs';
import { childFieldErrors, fieldsLockedByFinalized, type ChildFields, type ChildRecord } from '@portal/shared-contracts/eco';
import { ISO_DAY } from '@portal/shared-contracts/sdk';
import { RecordTexts, type ChildFieldName } from './record-texts';

/** What the child form edits: the record's fields as the service takes them. */
export type ChildFormValues = ChildFields;

export function initialChildValues(child: ChildRecord | null, currentLeaId: number | null): ChildFormValues {
  if (child) {
    const {
      stateStudentId,
      firstName,
      lastName,
      birthDate,
      leaId,
      schoolId,
      entryDate,
      exitDate,
      exitReason,
      sex,
      raceEthnicity,
      disabilityCategory,
    } = child;
    return {
      stateStudentId,
      firstName,
      lastName,
      birthDate,
      leaId,
      schoolId,
      entryDate,
      exitDate,
      exitReason,
      sex,
      raceEthnicity,
      disabilityCategory,
    };
  }
  return {
    stateStudentId: '',
    firstName: '',
    lastName: '',
    birthDate: '',
    leaId: currentLeaId ?? 0,
    schoolId: null,
    entryDate: '',
    exitDate: null,
    exitReason: null,
    sex: null,
    raceEthnicity: null,
    disabilityCategory: null,
  };
}

/** The browser's calendar day: the limit of the date pickers and of the rules' "no future dates". */
export const today = () => dayjs().format(ISO_DAY);

export const validateChild = (values: ChildFormValues) =>
  childFieldErrors({ ...values, stateStudentId: values.stateStudentId.trim() }, today());

export const toChildFields = (values: ChildFormValues): ChildFields => ({
  ...values,
  stateStudentId: values.stateStudentId.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
});

const CHILD_FORM_FIELDS = Object.keys(RecordTexts.fields) as ChildFieldName[];

/** The fields of the child form that the child's finalized ratings keep read-only (the service refuses them too). */
export const lockedChildFields = (child: ChildRecord | null): ChildFieldName[] =>
  child
    ? (fieldsLockedByFinalized(
        { entry: child.entry?.status ?? null, exit: child.exit?.status ?? null },
        CHILD_FORM_FIELDS,
      ) as ChildFieldName[])
    : [];

/** Whether any field of the child's record is open to change. */
export const isChildEditable = (child: ChildRecord): boolean => lockedChildFields(child).length < CHILD_FORM_FIELDS.length;
