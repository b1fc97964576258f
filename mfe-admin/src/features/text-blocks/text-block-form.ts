import { boolean, mixed, object } from 'yup';
import { type TextBlock, type TextBlockDisplayFormat } from '@portal/shared-contracts';
import { TEXT_BLOCK_HTML_MAX_LENGTH, type UpdateTextBlockRequest } from '@portal/shared-contracts/admin';
import { fieldRules } from '@portal/shared-contracts/sdk';

export type TextBlockFormValues = UpdateTextBlockRequest;

/** What an administrator may change in a block: its code, group and audience stay as seeded. */
export function editableOf(block: TextBlock): TextBlockFormValues {
  return { title: block.title, html: block.html, isVisible: block.isVisible, displayFormat: block.displayFormat };
}

/** The rules identity's PUT api/text-blocks/{id} checks, with spec 5's words. */
export const textBlockFormSchema = object({
  title: fieldRules.required().concat(fieldRules.maxLength()),
  html: fieldRules.maxLength(TEXT_BLOCK_HTML_MAX_LENGTH),
  isVisible: boolean().required(),
  displayFormat: mixed<TextBlockDisplayFormat>().oneOf(['Div', 'Card']).required(),
});
