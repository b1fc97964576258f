/**
 * The condition language of questionnaires: show-when conditions on earlier answers, and the
 * values a version derives from its answers (PSOS's B14 inputs). Evaluated three-valued (Kleene):
 * a condition is false once it fails whatever the unanswered questions say, true when it holds
 * whatever they say, else unknown (null). So "E1 yes and E2 yes" is false after E1 No even with
 * E2 unanswered, and unknown while E1 is unanswered.
 */

/** One answer: yes/no as a boolean, single as its option code, multiple as a list of codes, number, text; null unanswered. */
export type AnswerValue = boolean | string | number | readonly string[] | null;
export type Answers = Readonly<Record<string, AnswerValue | undefined>>;

/** A value named by the caller at evaluation (a setting: the competitive set, the minimum wage), not written in the version. */
export interface ParamRef {
  param: string;
}
export type ParamValue = number | string | readonly string[];
export type Params = Readonly<Record<string, ParamValue>>;

export type Condition =
  /** True once the question has an answer, false before: never unknown. */
  | { question: string; answered: true }
  /** A yes/no or single question's answer is this value. */
  | { question: string; equals: boolean | string }
  /** A single answer is one of these codes, or a multiple answer includes one; false for an empty set, answered or not. */
  | { question: string; anyOf: readonly string[] | ParamRef }
  /** A number answer is at least this, inclusive. */
  | { question: string; atLeast: number | ParamRef }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

/** Three-valued truth: null is unknown. */
export type Truth = boolean | null;

const isParamRef = (value: unknown): value is ParamRef => typeof value === 'object' && value !== null && 'param' in value;

function resolved<T extends ParamValue>(value: T | ParamRef, params: Params, kind: 'number' | 'list'): T {
  if (!isParamRef(value)) return value;
  const given = params[value.param];
  const fits = kind === 'number' ? typeof given === 'number' : Array.isArray(given);
  if (!fits) throw new Error(`The condition names the ${kind} parameter ${value.param}, which was not given.`);
  return given as T;
}

const isUnanswered = (value: AnswerValue | undefined): value is null | undefined => value === null || value === undefined;

/** The condition's truth over the answers, with `params` naming the values it refers to. */
export function evaluate(condition: Condition, answers: Answers, params: Params = {}): Truth {
  if ('all' in condition) {
    const truths = condition.all.map((c) => evaluate(c, answers, params));
    if (truths.includes(false)) return false;
    return truths.includes(null) ? null : true;
  }
  if ('any' in condition) {
    const truths = condition.any.map((c) => evaluate(c, answers, params));
    if (truths.includes(true)) return true;
    return truths.includes(null) ? null : false;
  }
  if ('not' in condition) {
    const truth = evaluate(condition.not, answers, params);
    return truth === null ? null : !truth;
  }
  const answer = answers[condition.question];
  if ('answered' in condition) return !isUnanswered(answer);
  if ('anyOf' in condition) {
    const codes = resolved(condition.anyOf, params, 'list');
    if (codes.length === 0) return false;
    if (isUnanswered(answer)) return null;
    return Array.isArray(answer) ? answer.some((code) => codes.includes(code)) : codes.includes(answer as string);
  }
  if (isUnanswered(answer)) return null;
  if ('equals' in condition) return answer === condition.equals;
  return typeof answer === 'number' && answer >= resolved(condition.atLeast, params, 'number');
}

/** Every question a condition reads, so a definition can check they come before the question that asks it. */
export function questionsIn(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(questionsIn);
  if ('any' in condition) return condition.any.flatMap(questionsIn);
  if ('not' in condition) return questionsIn(condition.not);
  return [condition.question];
}

/** Every parameter a condition names. */
export function paramsIn(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(paramsIn);
  if ('any' in condition) return condition.any.flatMap(paramsIn);
  if ('not' in condition) return paramsIn(condition.not);
  if ('anyOf' in condition && isParamRef(condition.anyOf)) return [condition.anyOf.param];
  if ('atLeast' in condition && isParamRef(condition.atLeast)) return [condition.atLeast.param];
  return [];
}
