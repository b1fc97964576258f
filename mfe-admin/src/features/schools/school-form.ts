import { type FieldErrors } from '@portal/shared-contracts';
import { schoolFieldErrors, type School, type SchoolCreate } from '@portal/shared-contracts/admin';

export interface SchoolFormValues {
  name: string;
  externalSchoolId: string;
  leaId: number | null;
}

export function initialSchoolValues(school: School | null, leaId: number | null): SchoolFormValues {
  return school
    ? { name: school.name, externalSchoolId: school.externalSchoolId, leaId: school.leaId }
    : { name: '', externalSchoolId: '', leaId };
}

/** The identity service's own rules (directory-rules), so the dialog refuses exactly what the service would. */
export function validateSchool(values: SchoolFormValues): FieldErrors {
  return schoolFieldErrors(values);
}

/** Call once the values passed validateSchool, which requires the LEA. */
export function toSchoolSave(values: SchoolFormValues): SchoolCreate {
  return { name: values.name.trim(), externalSchoolId: values.externalSchoolId.trim(), leaId: values.leaId! };
}
