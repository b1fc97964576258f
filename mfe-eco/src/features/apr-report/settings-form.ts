import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import { ecoSettingsFieldErrors, type EcoSettings } from '@portal/shared-contracts/eco';

const NUMBER_FIELDS = ['minimumDaysInProgram', 'smallCellSize', 'entryWindowDays'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/** The settings as the form edits them: the numbers as typed. */
export type EcoSettingsFormValues = Omit<EcoSettings, NumberField> & Record<NumberField, string>;

const numbersAs = <T>(from: Record<NumberField, unknown>, as: (value: unknown) => T) =>
  Object.fromEntries(NUMBER_FIELDS.map((field) => [field, as(from[field])])) as Record<NumberField, T>;

export const toFormValues = (settings: EcoSettings): EcoSettingsFormValues => ({ ...settings, ...numbersAs(settings, String) });

export const toEcoSettings = (values: EcoSettingsFormValues): EcoSettings => ({
  ...values,
  progressQuestion: values.progressQuestion.trim(),
  ...numbersAs(values, Number),
});

/** The service's own rules, so the form never sends what it would refuse; an emptied number is missing, not 0. */
export function validateEcoSettings(values: EcoSettingsFormValues): FieldErrors {
  const missing = Object.fromEntries(NUMBER_FIELDS.filter((field) => !values[field]).map((field) => [field, FieldMessages.required]));
  return { ...ecoSettingsFieldErrors(toEcoSettings(values)), ...missing };
}
