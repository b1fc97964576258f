import { FieldMessages, maxLengthMessage, maxValueMessage, minValueMessage } from '../field-messages';
import type { EcoSettings } from './settings-schemas';
import { EcoSettingsLimits } from './settings-limits';
import { collect, type FieldErrors } from '../field-rules';

function wholeNumberError(value: number, { min, max }: { min: number; max: number }): string | null {
  if (!Number.isInteger(value)) return FieldMessages.incorrectFormat;
  if (value < min) return minValueMessage(min);
  return value > max ? maxValueMessage(max) : null;
}

/** Field errors of the settings; the choices (warning or error, b, a or exclude) are the schema's to check. */
export function ecoSettingsFieldErrors(settings: EcoSettings): FieldErrors {
  const maxLength = EcoSettingsLimits.progressQuestionMaxLength;
  return collect({
    progressQuestion: !settings.progressQuestion.trim()
      ? FieldMessages.required
      : settings.progressQuestion.length > maxLength
        ? maxLengthMessage(maxLength)
        : null,
    minimumDaysInProgram: wholeNumberError(settings.minimumDaysInProgram, EcoSettingsLimits.minimumDaysInProgram),
    smallCellSize: wholeNumberError(settings.smallCellSize, EcoSettingsLimits.smallCellSize),
    entryWindowDays: wholeNumberError(settings.entryWindowDays, EcoSettingsLimits.entryWindowDays),
  });
}
