import { object } from 'yup';
import { LookupValueRules } from '@portal/shared-contracts/admin';
import { fieldRules } from '@portal/shared-contracts/sdk';

export interface ValueFormValues {
  code: string;
  label: string;
}

/** The rules the admin service checks too, with spec 5's words: a code in letters, digits and underscores, a label. */
export const valueFormSchema = object({
  code: fieldRules
    .required()
    .concat(fieldRules.maxLength(LookupValueRules.codeMaxLength))
    .concat(fieldRules.pattern(new RegExp(LookupValueRules.codePattern))),
  label: fieldRules.required().concat(fieldRules.maxLength(LookupValueRules.labelMaxLength)),
});
