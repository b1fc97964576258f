import { questionsIn, paramsIn, type Condition } from './conditions';

/**
 * A questionnaire version as the engine reads it: questions in the order they are asked, each
 * with a code unique in the version, a block (the section it sits in), a type, its options, a
 * required flag and a show-when condition on earlier answers; and the values the version derives
 * from the answers (PSOS's B14 inputs), each a condition. A definition names no person: the
 * answers are kept apart from who gave them, by the application that asks.
 */

export const QUESTION_TYPES = ['yesNo', 'single', 'multiple', 'number', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const VERSION_STATUSES = ['Draft', 'Published', 'Retired'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const QUESTION_CODE = /^[A-Z][A-Z0-9_]{0,19}$/;
export const OPTION_CODE = /^[A-Z0-9_]{1,40}$/;

export const QuestionnaireLimits = {
  questions: 200,
  options: 50,
  text: 1000,
  optionLabel: 200,
  block: 100,
  textAnswer: 2000,
} as const;

/** The languages a question may be worded in beside English, the wording its `text` and labels carry. */
export const TRANSLATION_LANGUAGES = ['es'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** A question's wording in another language: its text, its options' labels by option code, and its block's heading (none: the English one). */
export interface QuestionTranslation {
  text: string;
  options: Readonly<Record<string, string>>;
  block?: string;
}

export interface QuestionOption {
  code: string;
  label: string;
}

export interface Question {
  code: string;
  block: string;
  text: string;
  type: QuestionType;
  /** The choices of a single or multiple question; none for the others. */
  options: readonly QuestionOption[];
  /** Must be answered when shown, before a submission counts as complete. */
  required: boolean;
  /** Asked only when this holds over the earlier answers; null: always asked. */
  showWhen: Condition | null;
  /** A number question's bounds, inclusive. */
  min?: number | null;
  max?: number | null;
  /** The wording in other languages, for pages the respondent answers alone. */
  translations?: Readonly<Partial<Record<TranslationLanguage, QuestionTranslation>>>;
}

export interface QuestionnaireDefinition {
  questions: readonly Question[];
  /** Values derived from the answers, by name: each true, false or unknown (see `evaluate`). */
  derived: Readonly<Record<string, Condition>>;
}

/** What is wrong with a definition, one sentence each, or none: what a draft must pass to be published. */
export function definitionFaults(definition: QuestionnaireDefinition, knownParams: readonly string[]): string[] {
  const faults: string[] = [];
  const seen = new Map<string, Question>();
  if (definition.questions.length === 0) faults.push('A version needs at least one question.');
  const checkCondition = (where: string, condition: Condition, earlier: ReadonlyMap<string, Question>) => {
    for (const code of questionsIn(condition))
      if (!earlier.has(code)) faults.push(`${where} refers to ${code}, which is not an earlier question.`);
    for (const param of paramsIn(condition))
      if (!knownParams.includes(param)) faults.push(`${where} names the setting ${param}, which this questionnaire does not have.`);
  };
  for (const question of definition.questions) {
    const name = `Question ${question.code}`;
    if (!QUESTION_CODE.test(question.code)) faults.push(`${name}: a code is a capital letter, then up to 19 capitals, digits or _.`);
    if (seen.has(question.code)) faults.push(`${name} is there twice; a code names one question.`);
    const choices = question.type === 'single' || question.type === 'multiple';
    if (choices && question.options.length < 2) faults.push(`${name} offers fewer than two options.`);
    if (!choices && question.options.length > 0) faults.push(`${name} is a ${question.type} question and takes no options.`);
    const codes = question.options.map((o) => o.code);
    if (new Set(codes).size !== codes.length) faults.push(`${name} offers one option code twice.`);
    if (codes.some((code) => !OPTION_CODE.test(code))) faults.push(`${name}: an option code is 1 to 40 capitals, digits or _.`);
    if (question.type === 'number' && question.min != null && question.max != null && question.min > question.max)
      faults.push(`${name}: the lowest number allowed is above the highest.`);
    for (const [language, translation] of Object.entries(question.translations ?? {})) {
      const untranslated = codes.filter((code) => !translation?.options[code]);
      if (untranslated.length > 0) faults.push(`${name}'s ${language} wording has no label for ${untranslated.join(', ')}.`);
    }
    if (question.showWhen) checkCondition(`${name}'s show-when condition`, question.showWhen, seen);
    seen.set(question.code, question);
  }
  for (const [name, condition] of Object.entries(definition.derived)) checkCondition(`The derived value ${name}`, condition, seen);
  return faults;
}
