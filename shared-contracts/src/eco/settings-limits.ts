import { TEXT_MAX_LENGTH } from '../constants';

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
