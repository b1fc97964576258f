import type { Condition, Question } from '@portal/shared-contracts/questionnaire';
import { SurveyManagerTexts as T } from './survey-manager-texts';

/** A condition as a reader of the survey manager reads it: "E1 is Yes and E2 is Yes". */
export function conditionText(condition: Condition | null, questions: readonly Question[]): string {
  if (condition === null) return T.always;
  const labelOf = (code: string, option: string) =>
    questions.find((q) => q.code === code)?.options.find((o) => o.code === option)?.label ?? option;
  const part = (c: Condition, nested: boolean): string => {
    if ('all' in c || 'any' in c) {
      const parts = ('all' in c ? c.all : c.any).map((each) => part(each, true));
      const text = parts.join('all' in c ? ' and ' : ' or ');
      return nested ? `(${text})` : text;
    }
    if ('not' in c) return `not ${part(c.not, true)}`;
    if ('answered' in c) return `${c.question} is answered`;
    if ('equals' in c) return `${c.question} is ${c.equals === true ? T.yes : c.equals === false ? T.no : labelOf(c.question, c.equals)}`;
    if ('anyOf' in c)
      return Array.isArray(c.anyOf)
        ? `${c.question} is ${(c.anyOf as readonly string[]).map((code) => labelOf(c.question, code)).join(' or ')}`
        : `${c.question} is in the setting ${(c.anyOf as { param: string }).param}`;
    return `${c.question} is at least ${typeof c.atLeast === 'number' ? c.atLeast : `the setting ${c.atLeast.param}`}`;
  };
  return part(condition, false);
}
