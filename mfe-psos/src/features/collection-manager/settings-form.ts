import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import { PsosSettingsLimits as L, psosSettingsErrors, type PsosSettings } from '@portal/shared-contracts/psos';
import { SettingsTexts as T } from './collection-manager-texts';

const NUMBER_FIELDS = ['ageMin', 'ageMax', 'unreachableAfterAttempts', 'suppressionThreshold'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/** The settings as the form edits them: numbers as typed, the wage as dollars and the threshold as points. */
export type SettingsFormValues = Omit<PsosSettings, NumberField | 'minimumWage' | 'representativenessThresholdHundredths'> &
  Record<NumberField, string> & { minimumWage: string; representativenessThreshold: string };

export const toFormValues = ({ minimumWage, representativenessThresholdHundredths, ...settings }: PsosSettings): SettingsFormValues => ({
  ...settings,
  ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, String(settings[field])])) as Record<NumberField, string>),
  minimumWage: minimumWage.toFixed(2),
  representativenessThreshold: (representativenessThresholdHundredths / 100).toFixed(2),
});

const MONEY = /^\d+(\.\d{1,2})?$/;
/** Hundredths of a point from "3", "3.5" or "3.00", exactly: never through a floating-point product. */
const hundredths = (points: string) => {
  const [whole, fraction = ''] = points.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export const toSettings = ({ minimumWage, representativenessThreshold, ...values }: SettingsFormValues): PsosSettings => ({
  ...values,
  ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, Number(values[field])])) as Record<NumberField, number>),
  minimumWage: Number(minimumWage),
  representativenessThresholdHundredths: MONEY.test(representativenessThreshold) ? hundredths(representativenessThreshold) : NaN,
});

const limits: Record<NumberField, { min: number; max: number }> = {
  ageMin: L.age,
  ageMax: L.age,
  unreachableAfterAttempts: L.unreachableAfterAttempts,
  suppressionThreshold: L.suppressionThreshold,
};

/** The service's own rules, so the form never sends what it would refuse. */
export function validateSettings(values: SettingsFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of NUMBER_FIELDS) {
    const { min, max } = limits[field];
    if (!values[field]) errors[field] = FieldMessages.required;
    else if (Number(values[field]) < min || Number(values[field]) > max) errors[field] = `Enter a number from ${min} to ${max}.`;
  }
  if (!MONEY.test(values.minimumWage) || Number(values.minimumWage) < L.minimumWage.min || Number(values.minimumWage) > L.minimumWage.max)
    errors.minimumWage = T.wage;
  const threshold = toSettings(values).representativenessThresholdHundredths;
  if (!(threshold >= L.thresholdHundredths.min && threshold <= L.thresholdHundredths.max)) errors.representativenessThreshold = T.threshold;
  if (values.includedExitReasons.length === 0) errors.includedExitReasons = FieldMessages.required;
  if (values.competitiveSet.length === 0) errors.competitiveSet = FieldMessages.required;
  if (Object.keys(errors).length > 0) return errors;
  return psosSettingsErrors(toSettings(values));
}
