import { answerErrors, answeredOnly, derive, isShown, missingRequired, QuestionnaireMessages } from './answers';
import { evaluate, type Condition } from './conditions';
import { definitionFaults, type QuestionnaireDefinition } from './definition';
import { conditionFault } from './schemas';

const yes = (question: string): Condition => ({ question, equals: true });

describe('evaluate: three-valued over the answers', () => {
  test('a test of an unanswered question is unknown; answered is never unknown', () => {
    expect(evaluate(yes('A'), {})).toBeNull();
    expect(evaluate(yes('A'), { A: null })).toBeNull();
    expect(evaluate(yes('A'), { A: true })).toBe(true);
    expect(evaluate(yes('A'), { A: false })).toBe(false);
    expect(evaluate({ question: 'A', answered: true }, {})).toBe(false);
    expect(evaluate({ question: 'A', answered: true }, { A: false })).toBe(true);
  });

  test('all is false once one part fails, whatever is unknown; any is true once one holds', () => {
    const both: Condition = { all: [yes('A'), yes('B')] };
    expect(evaluate(both, { A: false })).toBe(false);
    expect(evaluate(both, { A: true })).toBeNull();
    expect(evaluate(both, { A: true, B: true })).toBe(true);
    const either: Condition = { any: [yes('A'), yes('B')] };
    expect(evaluate(either, { B: true })).toBe(true);
    expect(evaluate(either, { A: false })).toBeNull();
    expect(evaluate(either, { A: false, B: false })).toBe(false);
    expect(evaluate({ not: yes('A') }, {})).toBeNull();
    expect(evaluate({ not: yes('A') }, { A: false })).toBe(true);
  });

  test('anyOf reads a single code or a multiple list, and an empty set is false even unanswered', () => {
    expect(evaluate({ question: 'S', anyOf: ['X', 'Y'] }, { S: 'Y' })).toBe(true);
    expect(evaluate({ question: 'S', anyOf: ['X', 'Y'] }, { S: 'Z' })).toBe(false);
    expect(evaluate({ question: 'M', anyOf: ['X'] }, { M: ['Z', 'X'] })).toBe(true);
    expect(evaluate({ question: 'M', anyOf: ['X'] }, { M: [] })).toBe(false);
    expect(evaluate({ question: 'M', anyOf: ['X'] }, {})).toBeNull();
    expect(evaluate({ question: 'M', anyOf: [] }, {})).toBe(false);
    expect(evaluate({ question: 'M', anyOf: { param: 'set' } }, {}, { set: [] })).toBe(false);
    expect(evaluate({ question: 'M', anyOf: { param: 'set' } }, { M: 'X' }, { set: ['X'] })).toBe(true);
  });

  test('atLeast is inclusive and may name its bound as a parameter', () => {
    const hours: Condition = { question: 'H', atLeast: { param: 'min' } };
    expect(evaluate(hours, { H: 20 }, { min: 20 })).toBe(true);
    expect(evaluate(hours, { H: 19.9 }, { min: 20 })).toBe(false);
    expect(evaluate(hours, {}, { min: 20 })).toBeNull();
    expect(() => evaluate(hours, { H: 20 })).toThrow('min');
  });
});

const survey: QuestionnaireDefinition = {
  questions: [
    { code: 'Q1', block: 'A', text: 'Did you?', type: 'yesNo', options: [], required: true, showWhen: null },
    {
      code: 'Q2',
      block: 'A',
      text: 'Which?',
      type: 'multiple',
      options: [
        { code: 'X', label: 'X' },
        { code: 'Y', label: 'Y' },
      ],
      required: true,
      showWhen: yes('Q1'),
    },
    { code: 'Q3', block: 'B', text: 'How many?', type: 'number', options: [], required: false, showWhen: null, min: 0, max: 10 },
    { code: 'Q4', block: 'B', text: 'Say more', type: 'text', options: [], required: false, showWhen: null },
  ],
  derived: { BOTH: { all: [yes('Q1'), { question: 'Q2', anyOf: ['X'] }] } },
};

describe('answers against a version', () => {
  test('a question whose show-when is false or unknown is not asked, and answering it is refused', () => {
    const q2 = survey.questions[1]!;
    expect(isShown(q2, {})).toBe(false);
    expect(isShown(q2, { Q1: true })).toBe(true);
    expect(answerErrors(survey, { Q1: false, Q2: ['X'] })).toEqual({ Q2: QuestionnaireMessages.notAsked });
    expect(answerErrors(survey, { Q1: true, Q2: ['X'] })).toEqual({});
  });

  test('each type takes only its kind of answer, options from its list, numbers within bounds', () => {
    expect(answerErrors(survey, { Q1: 'yes', Q3: 11, Q4: 3, Q9: true } as never)).toEqual({
      Q1: QuestionnaireMessages.yesNo,
      Q3: 'max value 10',
      Q4: QuestionnaireMessages.text,
      Q9: QuestionnaireMessages.notAQuestion,
    });
    expect(answerErrors(survey, { Q1: true, Q2: ['X', 'X'] })).toEqual({ Q2: QuestionnaireMessages.twice });
    expect(answerErrors(survey, { Q1: true, Q2: ['Z'] })).toEqual({ Q2: 'A value must be selected from the list.' });
    expect(answerErrors(survey, { Q1: true, Q2: 'X' })).toEqual({ Q2: QuestionnaireMessages.list });
  });

  test('required questions are missing only where asked; null and absent read the same', () => {
    expect(missingRequired(survey, {})).toEqual(['Q1']);
    expect(missingRequired(survey, { Q1: false })).toEqual([]);
    expect(missingRequired(survey, { Q1: true, Q2: null })).toEqual(['Q2']);
    expect(answeredOnly({ Q1: true, Q2: null, Q3: 0 })).toEqual({ Q1: true, Q3: 0 });
  });

  test('derived values follow the answers', () => {
    expect(derive(survey, { Q1: true, Q2: ['Y', 'X'] })).toEqual({ BOTH: true });
    expect(derive(survey, { Q1: true })).toEqual({ BOTH: null });
    expect(derive(survey, { Q1: false })).toEqual({ BOTH: false });
  });
});

describe('a definition to publish', () => {
  test('a sound definition has no faults', () => {
    expect(definitionFaults(survey, [])).toEqual([]);
  });

  test('conditions may read only earlier questions and known settings; codes and options are checked', () => {
    const faulty: QuestionnaireDefinition = {
      questions: [
        { ...survey.questions[0]!, showWhen: yes('Q2') },
        { ...survey.questions[1]!, options: [{ code: 'X', label: 'X' }] },
        { ...survey.questions[2]!, code: 'Q2', options: [{ code: 'A', label: 'A' }] },
      ],
      derived: { D: { question: 'Q3', atLeast: { param: 'unknown' } } },
    };
    expect(definitionFaults(faulty, [])).toEqual([
      "Question Q1's show-when condition refers to Q2, which is not an earlier question.",
      'Question Q2 offers fewer than two options.',
      'Question Q2 is there twice; a code names one question.',
      'Question Q2 is a number question and takes no options.',
      'The derived value D refers to Q3, which is not an earlier question.',
      'The derived value D names the setting unknown, which this questionnaire does not have.',
    ]);
  });

  test('conditionFault accepts the language and names what is not a condition', () => {
    expect(conditionFault({ all: [yes('A'), { not: { question: 'B', anyOf: { param: 'p' } } }] })).toBeNull();
    expect(conditionFault({ question: 'A', atLeast: 3 })).toBeNull();
    expect(conditionFault({ question: 'A', equals: 3 })).toMatch(/^A condition names a question/);
    expect(conditionFault({ all: [] })).toMatch(/^A condition names a question/);
    expect(conditionFault({ question: 'A', answered: true, extra: 1 })).toMatch(/^A condition names a question/);
    let deep: Condition = yes('A');
    for (let i = 0; i < 10; i += 1) deep = { not: deep };
    expect(conditionFault(deep)).toBe('Conditions nest at most 8 deep.');
  });
});
