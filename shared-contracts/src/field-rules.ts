import { TEXT_MAX_LENGTH_DEFAULT } from './constants';
import { FieldMessages, maxLengthMessage } from './field-messages';

// Plain functions, like the password policy: a form and the service that owns the record run the
// same ones, so a form never accepts what the service refuses. Each domain's rules build on these.

/** Field errors keyed by the field's name, in spec 5's words. */
export type FieldErrors = Record<string, string>;

/** The HTML form's address check (WHATWG) with a dot required in the domain, as registration checks it. */
export const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Digits with the usual separators, an optional leading +, and an extension: '(402) 555-0100 x12'. */
export const PHONE = /^\+?[0-9 ().-]{7,25}(?: ?(?:x|ext\.?) ?[0-9]{1,6})?$/i;

/** A text field's error: required, no longer than `max` once trimmed, and of `format` when given. */
export function textError(
  value: string | null,
  {
    required = false,
    max = TEXT_MAX_LENGTH_DEFAULT,
    format,
  }: { required?: boolean; max?: number; format?: { test: RegExp; message: string } },
): string | null {
  const text = value?.trim() ?? '';
  if (!text) return required ? FieldMessages.required : null;
  if (text.length > max) return maxLengthMessage(max);
  return format && !format.test.test(text) ? format.message : null;
}

/** The field errors of the checks that failed; empty when every field passes. */
export function collect(checks: Record<string, string | null>): FieldErrors {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null));
}
