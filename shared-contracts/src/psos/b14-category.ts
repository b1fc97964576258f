import { derive, type Answers, type Params, type QuestionnaireDefinition, type Truth } from '../questionnaire';
import { B14_INPUTS, MIN_DAYS_WORKED, MIN_HOURS_PER_WEEK, type B14Input } from './instrument';
import type { IncompleteAnswerRule, PsosSettings } from './settings';

/**
 * The B14 category of a respondent (psos.md, "The B14 category and measures"): the one definition
 * the interview screens, the public survey and the service share. Nobody enters a category: it
 * derives from the answers, the version's mapping and the collection's settings.
 */

/** 1 to 5 in psos.md's order; the first that holds. */
export const B14_CATEGORIES = ['HE', 'CE', 'OE', 'EMP', 'NOT_ENGAGED'] as const;
export type B14Category = (typeof B14_CATEGORIES)[number];

export type B14Inputs = Record<B14Input, Truth>;

/**
 * Walks 1 to 4 and stops at the first true input; an unknown input before it makes the interview
 * Incomplete (null), unless unanswered reads as No. None true: Not engaged.
 */
export function b14Category(inputs: B14Inputs, rule: IncompleteAnswerRule): B14Category | null {
  for (const input of B14_INPUTS) {
    const truth = inputs[input];
    if (truth === true) return input;
    if (truth === null && rule === 'CLASSIFIABLE_ONLY') return null;
  }
  return 'NOT_ENGAGED';
}

/** The values a version's mapping may name, from the collection's settings. */
export const instrumentParams = (settings: PsosSettings): Params => ({
  competitiveSet: settings.competitiveSet,
  notCountingSet: settings.notCountingSet,
  minimumWage: settings.minimumWage,
  minHoursPerWeek: MIN_HOURS_PER_WEEK,
  minDaysWorked: MIN_DAYS_WORKED,
});

export interface Classification {
  inputs: B14Inputs;
  /** Null: the interview cannot be classified (Incomplete). */
  category: B14Category | null;
}

/** An interview's inputs and category under its version's mapping and the collection's settings. */
export function classifyInterview(definition: QuestionnaireDefinition, answers: Answers, settings: PsosSettings): Classification {
  const derived = derive(definition, answers, instrumentParams(settings));
  const inputs = Object.fromEntries(B14_INPUTS.map((input) => [input, derived[input] ?? null])) as B14Inputs;
  return { inputs, category: b14Category(inputs, settings.incompleteAnswers) };
}
