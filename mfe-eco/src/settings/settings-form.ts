import { ecoSettingsFieldErrors, FieldMessages, type EcoSettings, type FieldErrors } from '@portal/shared-contracts';

/** The settings as the form edits them: the numbers as typed. */
export type EcoSettingsFormValues = Omit<EcoSettings, 'minimumDaysInProgram' | 'smallCellSize'> & { minimumDaysInProgram: string; smallCellSize: string };

const NUMBER_FIELDS = ['minimumDaysInProgram', 'smallCellSize'] as const;

export const toFormValues = (settings: EcoSettings): EcoSettingsFormValues => ({
  ...settings,
  minimumDaysInProgram: String(settings.minimumDaysInProgram),
  smallCellSize: String(settings.smallCellSize),
});

export const toEcoSettings = (values: EcoSettingsFormValues): EcoSettings => ({
  ...values,
  progressQuestion: values.progressQuestion.trim(),
  minimumDaysInProgram: Number(values.minimumDaysInProgram),
  smallCellSize: Number(values.smallCellSize),
});

/** The service's own rules, so the form never sends what it would refuse; an emptied number is missing, not 0. */
export function validateEcoSettings(values: EcoSettingsFormValues): FieldErrors {
  const missing = Object.fromEntries(NUMBER_FIELDS.filter((field) => !values[field]).map((field) => [field, FieldMessages.required]));
  return { ...ecoSettingsFieldErrors(toEcoSettings(values)), ...missing };
}
