import { schoolFieldErrors, type SchoolCreate } from '@portal/shared-contracts/admin';
import { HttpError } from '@portal/service-kit';

/** A school as it is stored: its text trimmed. */
export interface SchoolValues {
  name: string;
  externalSchoolId: string;
  leaId: number;
}

/** The school the form sent, once it passes the form's own rules; a 400 with every broken rule otherwise. */
export function validSchool(body: SchoolCreate): SchoolValues {
  const errors = schoolFieldErrors(body);
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'VALIDATION', 'The request is not valid.', errors);
  return { name: body.name.trim(), externalSchoolId: body.externalSchoolId.trim(), leaId: body.leaId };
}
