import { FieldMessages, maxLengthMessage, maxValueMessage, minValueMessage } from '../field-messages';
import type { FieldErrors } from '../field-rules';
import { evaluate, type AnswerValue, type Answers, type Params, type Truth } from './conditions';
import { QuestionnaireLimits, type Question, type QuestionnaireDefinition } from './definition';

export const QuestionnaireMessages = {
  notAQuestion: 'Not a question of this survey; leave it out.',
  notAsked: 'This question is not asked after the earlier answers; leave it out.',
  yesNo: 'Answer yes or no.',
  number: 'Enter a number.',
  text: 'Enter the answer as text.',
  list: 'Choose from the list; the answer is a list of option codes.',
  twice: 'An option is chosen twice.',
} as const;

const isUnanswered = (value: AnswerValue | undefined) => value === null || value === undefined;

/** Whether the question is asked after these answers: always, or when its show-when condition holds (not when unknown). */
export const isShown = (question: Question, answers: Answers, params: Params = {}): boolean =>
  question.showWhen === null || evaluate(question.showWhen, answers, params) === true;

function answerFault(question: Question, value: Exclude<AnswerValue, null>): string | null {
  const options = question.options.map((o) => o.code);
  switch (question.type) {
    case 'yesNo':
      return typeof value === 'boolean' ? null : QuestionnaireMessages.yesNo;
    case 'single':
      return typeof value === 'string' && options.includes(value) ? null : FieldMessages.selectFromList;
    case 'multiple': {
      if (!Array.isArray(value)) return QuestionnaireMessages.list;
      const codes = value as readonly unknown[];
      if (codes.some((code) => typeof code !== 'string' || !options.includes(code))) return FieldMessages.selectFromList;
      return new Set(codes).size === codes.length ? null : QuestionnaireMessages.twice;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return QuestionnaireMessages.number;
      if (question.min != null && value < question.min) return minValueMessage(question.min);
      return question.max != null && value > question.max ? maxValueMessage(question.max) : null;
    case 'text':
      if (typeof value !== 'string') return QuestionnaireMessages.text;
      return value.length > QuestionnaireLimits.textAnswer ? maxLengthMessage(QuestionnaireLimits.textAnswer) : null;
  }
}

/**
 * Field errors of a set of answers, keyed by question code: a code the version lacks, a value
 * of the wrong kind, an answer to a question the earlier answers do not ask. Unanswered questions
 * are no error here (an interview may be partial); `missingRequired` names them.
 */
export function answerErrors(definition: QuestionnaireDefinition, answers: Answers, params: Params = {}): FieldErrors {
  const errors: FieldErrors = {};
  const byCode = new Map(definition.questions.map((q) => [q.code, q]));
  for (const [code, value] of Object.entries(answers)) {
    const question = byCode.get(code);
    if (!question) errors[code] = QuestionnaireMessages.notAQuestion;
    else if (!isUnanswered(value)) {
      const fault = answerFault(question, value!);
      if (fault) errors[code] = fault;
      else if (!isShown(question, answers, params)) errors[code] = QuestionnaireMessages.notAsked;
    }
  }
  return errors;
}

/** The required questions the answers ask but leave unanswered, in the version's order. */
export function missingRequired(definition: QuestionnaireDefinition, answers: Answers, params: Params = {}): string[] {
  return definition.questions.filter((q) => q.required && isUnanswered(answers[q.code]) && isShown(q, answers, params)).map((q) => q.code);
}

/** The answers as kept: unanswered questions left out, so absent and null read the same. */
export function answeredOnly(answers: Answers): Record<string, Exclude<AnswerValue, null>> {
  return Object.fromEntries(
    Object.entries(answers).filter((entry): entry is [string, Exclude<AnswerValue, null>] => !isUnanswered(entry[1])),
  );
}

/** Every derived value of the version over the answers. */
export function derive(definition: QuestionnaireDefinition, answers: Answers, params: Params = {}): Record<string, Truth> {
  return Object.fromEntries(Object.entries(definition.derived).map(([name, condition]) => [name, evaluate(condition, answers, params)]));
}
