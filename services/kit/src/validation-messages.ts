import { FieldMessages, maxLengthMessage, maxValueMessage, minLengthMessage, minValueMessage } from '@portal/shared-contracts';

/** One failure as the schema validator reports it. Its `message` is the validator's wording and is never shown. */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Unknown fields are refused rather than dropped: a client that misspells a field learns it at once
 * instead of seeing its change silently not happen. Read-only fields of a record's own representation
 * are the exception; `acceptsRepresentation` takes them out before validation.
 */
export const NOT_A_FIELD = 'Not a field this form takes; leave it out.';
export const NOT_A_LIST = 'A list of values is expected here.';
export const NOT_A_FORM = 'A form of named fields is expected here.';
export const moreThanMessage = (value: number): string => `Must be more than ${value}.`;
export const lessThanMessage = (value: number): string => `Must be less than ${value}.`;
export const maxItemsMessage = (count: number): string => `At most ${count} ${count === 1 ? 'entry' : 'entries'}.`;
export const minItemsMessage = (count: number): string => `At least ${count} ${count === 1 ? 'entry' : 'entries'}.`;
export const NO_REPEATS = 'Each value may be given only once.';

const numberOf = (issue: ValidationIssue, name: string): number | undefined => {
  const value = issue.params?.[name];
  return typeof value === 'number' ? value : undefined;
};

const formatMessages: Record<string, string> = {
  email: FieldMessages.email,
  date: FieldMessages.invalidDate,
  'date-time': FieldMessages.invalidDate,
  time: FieldMessages.invalidTime,
};

/** Spec 5's field text for a failure where one fits, else a plain sentence; never the validator's wording. */
export function validationMessage(issue: ValidationIssue): string {
  const limit = numberOf(issue, 'limit');
  switch (issue.keyword) {
    case 'required':
      return FieldMessages.required;
    case 'type':
      if (issue.params?.type === 'array') return NOT_A_LIST;
      if (issue.params?.type === 'object') return NOT_A_FORM;
      return FieldMessages.incorrectFormat;
    case 'format':
      return formatMessages[String(issue.params?.format)] ?? FieldMessages.incorrectFormat;
    case 'minLength':
      // A blank where a value is needed reads as missing, as a form says it.
      return limit === undefined || limit <= 1 ? FieldMessages.required : minLengthMessage(limit);
    case 'maxLength':
      return limit === undefined ? FieldMessages.incorrectFormat : maxLengthMessage(limit);
    case 'minimum':
      return limit === undefined ? FieldMessages.incorrectFormat : minValueMessage(limit);
    case 'maximum':
      return limit === undefined ? FieldMessages.incorrectFormat : maxValueMessage(limit);
    case 'exclusiveMinimum':
      return limit === undefined ? FieldMessages.incorrectFormat : moreThanMessage(limit);
    case 'exclusiveMaximum':
      return limit === undefined ? FieldMessages.incorrectFormat : lessThanMessage(limit);
    case 'minItems':
      return limit === undefined || limit <= 1 ? FieldMessages.required : minItemsMessage(limit);
    case 'maxItems':
      return limit === undefined ? FieldMessages.incorrectFormat : maxItemsMessage(limit);
    case 'uniqueItems':
      return NO_REPEATS;
    case 'const':
    case 'enum':
      return FieldMessages.selectFromList;
    case 'additionalProperties':
    case 'boolean':
      return NOT_A_FIELD;
    default:
      // pattern, multipleOf, anyOf, oneOf, not and whatever else a schema may use.
      return FieldMessages.incorrectFormat;
  }
}

const captionOf = (path: string | undefined) => path?.replace(/^\//, '').replace(/\//g, '.') ?? '';

/**
 * "caption: message" pairs from schema validation (spec 8 shows them one per line), keyed by the
 * field's name (its path inside the body, query or params), one sentence per field: each missing
 * field and each unknown one is named on its own.
 */
export function fieldErrors(issues: readonly ValidationIssue[], context: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const prefix = captionOf(issue.instancePath);
    const named = (name: unknown) => (prefix ? `${prefix}.${String(name)}` : String(name));
    if (issue.keyword === 'required' || issue.keyword === 'additionalProperties') {
      const listed = issue.params?.requiredProperties ?? issue.params?.missingProperty ?? issue.params?.additionalProperties;
      const names = ([] as unknown[]).concat(listed ?? []);
      if (names.length > 0) {
        for (const name of names) errors[named(name)] ??= validationMessage(issue);
        continue;
      }
    }
    errors[prefix || context || 'request'] ??= validationMessage(issue);
  }
  return errors;
}
