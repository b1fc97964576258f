// Plain strings, apart from the TypeBox schemas, so the sign-in pages and the services can share them
// without loading TypeBox or a form library.

/** The field error texts every form shows (spec 5). */
export const FieldMessages = {
  invalidDate: 'Invalid date format.',
  required: 'Field is required.',
  incorrectFormat: 'Input not in correct format.',
  noNumbers: 'Numbers are not allowed.',
  noNumbersOrSpecialCharacters: 'Numbers and special characters are not allowed.',
  zip: 'zip code format.',
  email: 'Please enter a valid email.',
  dateAfterStart: 'Date must be after start date.',
  selectFromList: 'A value must be selected from the list.',
  noFutureDates: 'No future dates allowed.',
  invalidTime: 'Invalid time: enter time as hh:mm PM, e.g. 3:00 PM.',
} as const;

export const minDateMessage = (date: string): string => `Must be on or after ${date}.`;
export const maxDateMessage = (date: string): string => `Must be on or before ${date}.`;
export const maxLengthMessage = (length: number): string => `max length ${length}`;
export const minValueMessage = (value: number): string => `min value ${value}`;
export const maxValueMessage = (value: number): string => `max value ${value}`;
export const minLengthMessage = (length: number): string => `min length ${length}`;
