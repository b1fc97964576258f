import { Type, type Static } from 'typebox';
import { literalUnion } from '../schemas/common';
import { EXCLUSION_REASONS, EXIT_REASONS } from './codes';
import { WORKPLACES, type Workplace } from './instrument';

/**
 * What psos.md marks "setting": the state's values, edited in the collection manager and copied
 * into a collection when it opens, so a collection's figures keep the rules it was surveyed under.
 */

export const COMPETITIVE_OPTIONS = ['OPTION_1', 'OPTION_2'] as const;
export type CompetitiveOption = (typeof COMPETITIVE_OPTIONS)[number];

/** Option 1 counts integrated work and the military; Option 2 (Rehabilitation Act 7(5)) adds self-employment and supported work. */
export const COMPETITIVE_SETS: Record<CompetitiveOption, readonly Workplace[]> = {
  OPTION_1: ['INTEGRATED', 'MILITARY'],
  OPTION_2: ['INTEGRATED', 'MILITARY', 'SELF_EMPLOYED', 'SUPPORTED'],
};

export const DAYS_WORKED_RULES = ['CUMULATIVE', 'CONSECUTIVE'] as const;
/** CLASSIFIABLE_ONLY: an interview the walk cannot classify is Incomplete; UNANSWERED_IS_NO reads every unknown input as No. */
export const INCOMPLETE_ANSWER_RULES = ['CLASSIFIABLE_ONLY', 'UNANSWERED_IS_NO'] as const;
export type IncompleteAnswerRule = (typeof INCOMPLETE_ANSWER_RULES)[number];

/** The subgroup sets of representativeness; NPSO's is on by default. */
export const SUBGROUP_SETS = ['NPSO', 'RACE', 'EXIT_REASON', 'SEX', 'EL'] as const;
export type SubgroupSet = (typeof SUBGROUP_SETS)[number];

export const PsosSettingsLimits = {
  age: { min: 14, max: 21 },
  /** US dollars an hour. */
  minimumWage: { min: 0.01, max: 100 },
  /** Hundredths of a percentage point. */
  thresholdHundredths: { min: 1, max: 10_000 },
  unreachableAfterAttempts: { min: 1, max: 20 },
  suppressionThreshold: { min: 2, max: 100 },
} as const;

const L = PsosSettingsLimits;
const codeSet = <T extends readonly string[]>(codes: T, minItems = 0) => Type.Array(literalUnion(codes), { uniqueItems: true, minItems });

export const PsosSettings = Type.Object(
  {
    includedExitReasons: codeSet(EXIT_REASONS, 1),
    ageMin: Type.Integer({ minimum: L.age.min, maximum: L.age.max, description: 'Youngest age on the exit date, completed years' }),
    ageMax: Type.Integer({ minimum: L.age.min, maximum: L.age.max, description: 'Oldest age on the exit date, completed years' }),
    daysWorked: literalUnion(DAYS_WORKED_RULES),
    minimumWage: Type.Number({
      minimum: L.minimumWage.min,
      maximum: L.minimumWage.max,
      description: 'US dollars an hour; a typed wage at or above it qualifies',
    }),
    competitiveOption: literalUnion(COMPETITIVE_OPTIONS),
    /** W5 answers that count as competitive employment (category 2). */
    competitiveSet: codeSet(WORKPLACES, 1),
    /** W5 answers that do not count as employment at all (category 4); empty by default. */
    notCountingSet: codeSet(WORKPLACES),
    incompleteAnswers: literalUnion(INCOMPLETE_ANSWER_RULES),
    /** Exclusion reasons that take a record out of the target leavers (X). */
    targetExclusionReasons: codeSet(EXCLUSION_REASONS),
    representativenessThresholdHundredths: Type.Integer({
      minimum: L.thresholdHundredths.min,
      maximum: L.thresholdHundredths.max,
      description: 'A subgroup is flagged when its shares differ by strictly more than this, in hundredths of a point (300 = 3.00)',
    }),
    subgroupSets: codeSet(SUBGROUP_SETS),
    unreachableAfterAttempts: Type.Integer({ minimum: L.unreachableAfterAttempts.min, maximum: L.unreachableAfterAttempts.max }),
    publicSuppression: Type.Boolean(),
    suppressionThreshold: Type.Integer({ minimum: L.suppressionThreshold.min, maximum: L.suppressionThreshold.max }),
  },
  { additionalProperties: false },
);
export type PsosSettings = Static<typeof PsosSettings>;

/** psos.md's defaults. */
export const DEFAULT_PSOS_SETTINGS: PsosSettings = {
  includedExitReasons: [...EXIT_REASONS],
  ageMin: 14,
  ageMax: 21,
  daysWorked: 'CUMULATIVE',
  minimumWage: 7.25,
  competitiveOption: 'OPTION_1',
  competitiveSet: [...COMPETITIVE_SETS.OPTION_1],
  notCountingSet: [],
  incompleteAnswers: 'CLASSIFIABLE_ONLY',
  targetExclusionReasons: [...EXCLUSION_REASONS],
  representativenessThresholdHundredths: 300,
  subgroupSets: ['NPSO'],
  unreachableAfterAttempts: 3,
  publicSuppression: true,
  suppressionThreshold: 10,
};

/** Field errors the schema cannot say: the age band's order, a set counted both ways. */
export function psosSettingsErrors(settings: PsosSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  if (settings.ageMin > settings.ageMax) errors.ageMax = `Must be at least the youngest age, ${settings.ageMin}.`;
  if (settings.competitiveSet.some((code) => settings.notCountingSet.includes(code)))
    errors.notCountingSet = 'A workplace that counts as competitive employment cannot also be one that does not count.';
  if (Math.round(settings.minimumWage * 100) !== Number((settings.minimumWage * 100).toFixed(6)))
    errors.minimumWage = 'Enter dollars and cents, e.g. 7.25.';
  return errors;
}
