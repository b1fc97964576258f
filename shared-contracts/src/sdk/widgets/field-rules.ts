import { date, mixed, number, string } from 'yup';
import { TEXT_MAX_LENGTH_DEFAULT } from '../../constants';
import { FieldMessages, maxDateMessage, maxLengthMessage, maxValueMessage, minDateMessage, minValueMessage } from '../../field-messages';
import { INVALID_TIME_FORMAT, isValidTimeOfDay } from './time-of-day';

/** A date inside a message reads as the pickers show it: MM/DD/YYYY. */
export const messageDate = (day: Date): string => day.toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

// An emptied input gives '' (or null): that is a missing value for `.required()`, not a bad format.
const emptyAsNull = <T>(value: T, original: unknown): T | null => (original === '' ? null : value);
const dateField = () => date().nullable().transform(emptyAsNull).typeError(FieldMessages.invalidDate);
const numberField = () => number().nullable().transform(emptyAsNull).typeError(FieldMessages.incorrectFormat);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

// The start field as the form holds it; a start not yet given (or not a date) leaves the end date alone.
function asDate(value: unknown): Date | null {
  const day = value instanceof Date ? value : typeof value === 'string' && value ? new Date(value) : null;
  return day && !Number.isNaN(day.getTime()) ? day : null;
}

const endOfToday = () => {
  const end = new Date();
  end.setHours(23, 59, 59, 999);
  return end;
};

/**
 * yup rules that fail with spec 5's texts. Each is a schema on its own; combine text rules with
 * `concat` (`fieldRules.required().concat(fieldRules.maxLength(600))`) and the others with yup's
 * own methods (`fieldRules.date().required(FieldMessages.required)`).
 */
export const fieldRules = {
  /**
   * Text that is more than spaces. A test rather than yup's `required()`, whose optionality a later
   * `concat` would overwrite: formik hands yup an emptied field as undefined, which would then pass.
   */
  required: () => string().test('required', FieldMessages.required, (value) => Boolean(value?.trim())),
  maxLength: (length: number = TEXT_MAX_LENGTH_DEFAULT) => string().max(length, maxLengthMessage(length)),
  minValue: (min: number) => numberField().min(min, minValueMessage(min)),
  maxValue: (max: number) => numberField().max(max, maxValueMessage(max)),
  /** A format of the form's own, e.g. a district code. */
  pattern: (format: RegExp) => string().matches(format, { message: FieldMessages.incorrectFormat, excludeEmptyString: true }),
  noNumbers: () => string().matches(/^\D*$/, FieldMessages.noNumbers),
  /** Names: letters, spaces, hyphens and apostrophes (O'Neil, Mary-Ann). */
  lettersOnly: () => string().matches(/^[\p{L}\s'-]*$/u, FieldMessages.noNumbersOrSpecialCharacters),
  /** A US zip code, five digits or zip+4. */
  zip: () => string().matches(/^\d{5}(-\d{4})?$/, { message: FieldMessages.zip, excludeEmptyString: true }),
  email: () => string().email(FieldMessages.email),
  date: dateField,
  minDate: (min: Date) => dateField().min(min, minDateMessage(messageDate(min))),
  maxDate: (max: Date) => dateField().max(max, maxDateMessage(messageDate(max))),
  /** Today is not in the future, whatever its time. */
  noFutureDate: () => dateField().test('noFutureDate', FieldMessages.noFutureDates, (value) => !value || value <= endOfToday()),
  /** An end date, strictly after the date in the sibling field `startField`. */
  afterStartDate: (startField: string) =>
    dateField().test('afterStartDate', FieldMessages.dateAfterStart, function (value) {
      const start = asDate(this.parent?.[startField]);
      return !value || !start || value > start;
    }),
  /** What an autocomplete holds must be one of its choices, not free text. */
  fromList: <Choice extends NonNullable<unknown>>(choices: readonly Choice[]) =>
    mixed<Choice>().test(
      'fromList',
      FieldMessages.selectFromList,
      (value: unknown) => isEmpty(value) || choices.some((choice) => choice === value),
    ),
  timeOfDay: () => string().test(INVALID_TIME_FORMAT, FieldMessages.invalidTime, (value) => !value || isValidTimeOfDay(value)),
};
