import { isHTTPError } from 'ky';
import { errorBody, httpErrorMessage } from '@portal/shared-contracts/sdk/core';

export { errorBody };

/** How long a 429 asks to wait: the body's figure, else the Retry-After header; null for other failures. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isHTTPError(error) || error.response.status !== 429) return null;
  const seconds = errorBody(error)?.retryAfterSeconds ?? Number(error.response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** What a failed submit leaves in a formik form's `status`. */
export interface FormStatus {
  /** The server's errors for fields of this form, shown under them until they are edited. */
  fieldErrors?: Record<string, string>;
  message?: string;
}

/**
 * The server's field errors go under the form's fields (`rename` maps a server field to the
 * form's); errors of fields the form lacks, and failures without field errors, become one message.
 */
export function submitFailure(error: unknown, formFields: readonly string[], rename: Record<string, string> = {}): FormStatus {
  const fieldErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(errorBody(error)?.errors ?? {})) {
    const formField = rename[field] ?? field;
    if (formFields.includes(formField)) fieldErrors[formField] = message;
    else others.push(message);
  }
  if (Object.keys(fieldErrors).length === 0 && others.length === 0) return { message: httpErrorMessage(error) };
  return { fieldErrors, ...(others.length ? { message: others.join('\n') } : {}) };
}
