import { Type, type Static } from 'typebox';
import { FieldMessages, maxValueMessage, minValueMessage } from '../field-messages';
import { collect, type FieldErrors } from '../field-rules';
import { literalUnion } from '../schemas/common';
import { DEFAULT_RULE_PACK, RULE_PACK_CODES, rulePack, type RulePackCode } from './rule-packs';

/** Bounds of the settings: the form checks them as the administrator types, the service on every save. */
export const RestraintSettingsLimits = {
  trainingCurrentMonths: { min: 1, max: 36 },
  /** Days after the 3rd or 5th report the follow-up is due; null: no due date (restraint.md's default). */
  followUpDueDays: { min: 1, max: 365 },
  /** The smallest count a public download shows; 1 shows every count. */
  smallCellSize: { min: 1, max: 100 },
} as const;

/** Public aggregates show counts 1 to 9 as "*" (restraint.md): the default small-cell size. */
export const DEFAULT_SMALL_CELL_SIZE = 10;

/**
 * GET and PUT api/restraint/settings: what restraint.md leaves to "a setting" for the rules. Every
 * restraint user reads them (the forms show the active pack's types); a state administrator changes them.
 */
export const RestraintSettings = Type.Object(
  {
    activePack: literalUnion(RULE_PACK_CODES),
    /** Switchable rules of the active pack turned off (Nevada's mechanical-restraint conditions). */
    disabledRules: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 40, uniqueItems: true }),
    /** Timeliness rules that create a violation as well as a flag. */
    timelinessCreatesViolation: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 40, uniqueItems: true }),
    trainingCurrentMonths: Type.Integer({
      minimum: RestraintSettingsLimits.trainingCurrentMonths.min,
      maximum: RestraintSettingsLimits.trainingCurrentMonths.max,
      description: 'Months a staff member’s training stays current',
    }),
    followUpDueDays: Type.Union([
      Type.Integer({ minimum: RestraintSettingsLimits.followUpDueDays.min, maximum: RestraintSettingsLimits.followUpDueDays.max }),
      Type.Null(),
    ]),
    smallCellSize: Type.Integer({
      minimum: RestraintSettingsLimits.smallCellSize.min,
      maximum: RestraintSettingsLimits.smallCellSize.max,
      description: 'Every public download shows counts from 1 to one below this as "*" and hides the rates built on them',
    }),
  },
  { additionalProperties: false },
);
export type RestraintSettings = Static<typeof RestraintSettings>;

export const DEFAULT_RESTRAINT_SETTINGS: RestraintSettings = {
  activePack: DEFAULT_RULE_PACK,
  disabledRules: [],
  timelinessCreatesViolation: [],
  trainingCurrentMonths: rulePack(DEFAULT_RULE_PACK).trainingCurrentMonths,
  followUpDueDays: null,
  smallCellSize: DEFAULT_SMALL_CELL_SIZE,
};

function rangeError(value: number, { min, max }: { min: number; max: number }): string | null {
  if (!Number.isInteger(value)) return FieldMessages.incorrectFormat;
  if (value < min) return minValueMessage(min);
  return value > max ? maxValueMessage(max) : null;
}

/** Field errors of the settings: rule codes must be the pack's, and only switchable rules switch off. */
export function restraintSettingsFieldErrors(settings: RestraintSettings): FieldErrors {
  const pack = rulePack(settings.activePack as RulePackCode);
  const switchable = new Set(pack.violationRules.filter((r) => r.switchable).map((r) => r.code));
  const timeliness = new Set(pack.timelinessRules.map((r) => r.code));
  return collect({
    disabledRules: settings.disabledRules.every((code) => switchable.has(code)) ? null : FieldMessages.selectFromList,
    timelinessCreatesViolation: settings.timelinessCreatesViolation.every((code) => timeliness.has(code))
      ? null
      : FieldMessages.selectFromList,
    trainingCurrentMonths: rangeError(settings.trainingCurrentMonths, RestraintSettingsLimits.trainingCurrentMonths),
    followUpDueDays:
      settings.followUpDueDays === null ? null : rangeError(settings.followUpDueDays, RestraintSettingsLimits.followUpDueDays),
    smallCellSize: rangeError(settings.smallCellSize, RestraintSettingsLimits.smallCellSize),
  });
}
