import dayjs from 'dayjs';
import { childFieldErrors, type ChildFields, type ChildRecord } from '@portal/shared-contracts';
import { ISO_DAY } from '@portal/shared-contracts/sdk';

/** What the child form edits: the record's fields as the service takes them. */
export type ChildFormValues = ChildFields;

export function initialChildValues(child: ChildRecord | null, currentLeaId: number | null): ChildFormValues {
  if (child) {
    const { stateStudentId, firstName, lastName, birthDate, leaId, schoolId, entryDate, exitDate, exitReason, sex, raceEthnicity, disabilityCategory } = child;
    return { stateStudentId, firstName, lastName, birthDate, leaId, schoolId, entryDate, exitDate, exitReason, sex, raceEthnicity, disabilityCategory };
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

export const validateChild = (values: ChildFormValues) => childFieldErrors({ ...values, stateStudentId: values.stateStudentId.trim() }, today());

export const toChildFields = (values: ChildFormValues): ChildFields => ({
  ...values,
  stateStudentId: values.stateStudentId.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
});
