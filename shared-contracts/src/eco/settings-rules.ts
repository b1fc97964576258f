import { TEXT_MAX_LENGTH } from '../constants';
import { FieldMessages, maxLengthMessage, maxValueMessage, minValueMessage } from '../field-messages';
import type { EcoSettings } from '../schemas/eco-settings';
import { collect, type FieldErrors } from '../field-rules';

/**
 * The bounds of the state's ECO settings (eco.md names them settings), which the settings form
 * checks as the administrator types and the eco service checks on every save.
 */
export const EcoSettingsLimits = {
  /** One sentence, as a small text field holds it. */
  progressQuestionMaxLength: TEXT_MAX_LENGTH.small,
  /** A threshold beyond two years would leave out most exits of a program for ages 3 to 5. */
  minimumDaysInProgram: { min: 1, max: 730 },
  /** 0 turns suppression off; no n-size states use for public reporting is above 30. */
  smallCellSize: { min: 0, max: 30 },
  /** Within the school year the entry falls in. */
  entryWindowDays: { min: 1, max: 365 },
} as const;

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
