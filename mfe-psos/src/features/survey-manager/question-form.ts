import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import {
  conditionFault,
  OPTION_CODE,
  QUESTION_CODE,
  QuestionnaireLimits as L,
  type Condition,
  type Question,
  type QuestionSchema,
  type QuestionType,
} from '@portal/shared-contracts/questionnaire';
import { SurveyManagerTexts as T } from './survey-manager-texts';

export type ShowWhenMode = 'always' | 'answer' | 'json';

/** A question as its dialog edits it: options as "CODE = label" lines, numbers as typed, show-when built or written. */
export interface QuestionFormValues {
  code: string;
  block: string;
  text: string;
  type: QuestionType;
  options: string;
  required: boolean;
  min: string;
  max: string;
  showWhenMode: ShowWhenMode;
  showWhenQuestion: string | null;
  /** For a yes/no question 'true' or 'false'; for a choice, option codes. */
  showWhenValues: string[];
  showWhenJson: string;
  /** The Spanish wording the public survey shows; none leaves the question in English there. */
  spanishText: string;
  spanishOptions: string;
  /** The block's heading in Spanish; none leaves the English heading there. */
  spanishBlock: string;
}

const hasChoices = (type: QuestionType) => type === 'single' || type === 'multiple';
const lines = (pairs: readonly (readonly [string, string])[]) => pairs.map(([code, label]) => `${code} = ${label}`).join('\n');

/** "CODE = label" lines as pairs; null when a line is not one. */
function parsePairs(text: string): [string, string][] | null {
  const pairs: [string, string][] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^([^=]+)=(.+)$/.exec(line);
    if (!match) return null;
    pairs.push([match[1]!.trim(), match[2]!.trim()]);
  }
  return pairs;
}

/** The condition the builder says, when it is one of the simple kinds: an earlier yes/no answer, or earlier choices. */
function simpleCondition(showWhen: Condition | null): { question: string; values: string[] } | null {
  if (!showWhen) return null;
  if ('equals' in showWhen && typeof showWhen.equals === 'boolean')
    return { question: showWhen.question, values: [String(showWhen.equals)] };
  if ('anyOf' in showWhen && Array.isArray(showWhen.anyOf))
    return { question: showWhen.question, values: [...(showWhen.anyOf as string[])] };
  return null;
}

export function toFormValues(question: Question | null): QuestionFormValues {
  const simple = simpleCondition(question?.showWhen ?? null);
  return {
    code: question?.code ?? '',
    block: question?.block ?? '',
    text: question?.text ?? '',
    type: question?.type ?? 'yesNo',
    options: lines((question?.options ?? []).map((o) => [o.code, o.label] as const)),
    required: question?.required ?? true,
    min: question?.min == null ? '' : String(question.min),
    max: question?.max == null ? '' : String(question.max),
    showWhenMode: !question?.showWhen ? 'always' : simple ? 'answer' : 'json',
    showWhenQuestion: simple?.question ?? null,
    showWhenValues: simple?.values ?? [],
    showWhenJson: question?.showWhen ? JSON.stringify(question.showWhen, null, 2) : '',
    spanishText: question?.translations?.es?.text ?? '',
    spanishOptions: lines(Object.entries(question?.translations?.es?.options ?? {})),
    spanishBlock: question?.translations?.es?.block ?? '',
  };
}

function showWhenOf(values: QuestionFormValues, earlier: readonly Question[]): Condition | null {
  if (values.showWhenMode === 'always') return null;
  if (values.showWhenMode === 'json') return JSON.parse(values.showWhenJson) as Condition;
  const on = earlier.find((q) => q.code === values.showWhenQuestion)!;
  return on.type === 'yesNo'
    ? { question: on.code, equals: values.showWhenValues[0] === 'true' }
    : { question: on.code, anyOf: values.showWhenValues };
}

/** The question, as the wire carries it, out of valid form values. */
export function toQuestion(values: QuestionFormValues, earlier: readonly Question[]): QuestionSchema {
  const choices = hasChoices(values.type);
  const number = values.type === 'number';
  return {
    code: values.code.trim(),
    block: values.block.trim(),
    text: values.text.trim(),
    type: values.type,
    options: choices ? parsePairs(values.options)!.map(([code, label]) => ({ code, label })) : [],
    required: values.required,
    showWhen: showWhenOf(values, earlier),
    ...(number ? { min: values.min ? Number(values.min) : null, max: values.max ? Number(values.max) : null } : {}),
    ...(values.spanishText.trim()
      ? {
          translations: {
            es: {
              text: values.spanishText.trim(),
              options: choices ? Object.fromEntries(parsePairs(values.spanishOptions) ?? []) : {},
              ...(values.spanishBlock.trim() ? { block: values.spanishBlock.trim() } : {}),
            },
          },
        }
      : {}),
  };
}

/** The engine's own rules for one question, so the draft never holds what publishing would refuse for it alone. */
export function validateQuestion(values: QuestionFormValues, otherCodes: readonly string[], earlier: readonly Question[]): FieldErrors {
  const errors: FieldErrors = {};
  const code = values.code.trim();
  if (!code) errors.code = FieldMessages.required;
  else if (!QUESTION_CODE.test(code)) errors.code = 'A code is a capital letter, then up to 19 capitals, digits or _.';
  else if (otherCodes.includes(code)) errors.code = T.codeTaken;
  if (!values.block.trim()) errors.block = FieldMessages.required;
  else if (values.block.length > L.block) errors.block = `max length ${L.block}`;
  if (!values.text.trim()) errors.text = FieldMessages.required;
  else if (values.text.length > L.text) errors.text = `max length ${L.text}`;
  if (hasChoices(values.type)) {
    const pairs = parsePairs(values.options);
    if (!pairs || pairs.some(([c, label]) => !OPTION_CODE.test(c) || !label)) errors.options = T.optionsFormat;
    else if (pairs.length < 2) errors.options = 'Offer at least two options.';
    else if (new Set(pairs.map(([c]) => c)).size !== pairs.length) errors.options = 'An option code is there twice.';
    else if (values.spanishText.trim()) {
      // The Spanish wording labels every option, or the public page would show a Spanish question with English choices.
      const spanish = parsePairs(values.spanishOptions);
      const missing = pairs.map(([c]) => c).filter((c) => !spanish?.some(([code, label]) => code === c && label));
      if (!spanish) errors.spanishOptions = T.optionsFormat;
      else if (missing.length > 0) errors.spanishOptions = T.spanishMissing(missing);
    }
  }
  if (!values.spanishText.trim() && values.spanishOptions.trim()) errors.spanishText = T.spanishTextNeeded;
  if (values.spanishText.length > L.text) errors.spanishText = `max length ${L.text}`;
  if (!values.spanishText.trim() && values.spanishBlock.trim()) errors.spanishText = T.spanishTextNeeded;
  if (values.spanishBlock.length > L.block) errors.spanishBlock = `max length ${L.block}`;
  if (values.type === 'number') {
    for (const bound of ['min', 'max'] as const)
      if (values[bound] && !Number.isFinite(Number(values[bound]))) errors[bound] = 'Enter a number.';
    if (values.min && values.max && Number(values.min) > Number(values.max)) errors.max = 'Must be at least the lowest number.';
  }
  if (values.showWhenMode === 'answer') {
    if (!values.showWhenQuestion || !earlier.some((q) => q.code === values.showWhenQuestion))
      errors.showWhenQuestion = FieldMessages.required;
    else if (values.showWhenValues.length === 0) errors.showWhenValues = T.valuesRequired;
  }
  if (values.showWhenMode === 'json') {
    try {
      const fault = conditionFault(JSON.parse(values.showWhenJson));
      if (fault) errors.showWhenJson = fault;
    } catch {
      errors.showWhenJson = 'The condition is not valid JSON.';
    }
  }
  return errors;
}
