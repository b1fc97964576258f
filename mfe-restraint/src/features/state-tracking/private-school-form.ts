import { object } from 'yup';
import type { PrivateSchoolCreate } from '@portal/shared-contracts/restraint';
import { fieldRules } from '@portal/shared-contracts/sdk';

/** The contract's private school: a code of letters, digits and hyphens (20 at most) and a name (200). */
const CODE = /^[A-Za-z0-9-]+$/;
const CODE_MAX = 20;
const NAME_MAX = 200;

export const privateSchoolSchema = object({
  code: fieldRules.required().concat(fieldRules.maxLength(CODE_MAX)).concat(fieldRules.pattern(CODE)),
  name: fieldRules.required().concat(fieldRules.maxLength(NAME_MAX)),
});

export const toPrivateSchoolCreate = (values: PrivateSchoolCreate): PrivateSchoolCreate => ({
  code: values.code.trim().toUpperCase(),
  name: values.name.trim(),
});
