import { answerErrors, definitionFaults, type Answers, type QuestionnaireDefinition } from '../questionnaire';
import { b14Category, classifyInterview, type B14Category } from './b14-category';
import { INSTRUMENT_PARAMS, INSTRUMENT_VERSION_1, WORKPLACES, type Workplace } from './instrument';
import { COMPETITIVE_SETS, DEFAULT_PSOS_SETTINGS, type PsosSettings } from './settings';

type YesNo = boolean | null;

const educations: Answers[] = [
  { E1: false },
  { E1: null },
  { E1: true, E2: false },
  { E1: true, E2: null },
  ...[[], ['COLLEGE_4YR'], ['COLLEGE_2YR', 'OTHER'], ['VOC_TECH'], ['SHORT_TERM'], ['HS_COMPLETION'], ['OTHER'], null].map((E3) => ({
    E1: true,
    E2: true,
    E3,
  })),
];
const yesNoOrUnanswered: YesNo[] = [true, false, null];
const works: Answers[] = [
  { W1: false },
  { W1: null },
  { W1: true, W2: false },
  { W1: true, W2: null },
  ...yesNoOrUnanswered.flatMap((W3) =>
    yesNoOrUnanswered.flatMap((W4) => [...WORKPLACES, null].map((W5) => ({ W1: true, W2: true, W3, W4, W5 }))),
  ),
];
const everyInterview = educations.flatMap((education) => works.map((work) => ({ RESP: 'YOUTH', ...education, ...work })));

/**
 * psos.md's category bullets read on their own, as a coordinator would apply them by hand: each
 * says whether it holds (true), cannot hold whatever the unanswered questions say (false), or is
 * open (null).
 */
function byHand(a: Answers, settings: PsosSettings): B14Category | null {
  const programs = (a.E3 as string[] | null | undefined) ?? null;
  const term = a.E1 === false || a.E2 === false ? false : a.E1 === true && a.E2 === true ? true : null;
  const inPrograms = (codes: string[]) => (programs === null ? null : programs.some((p) => codes.includes(p)));
  const and = (...parts: YesNo[]): YesNo => (parts.includes(false) ? false : parts.includes(null) ? null : true);
  const yes = (v: unknown): YesNo => (v === undefined || v === null ? null : v === true);
  const worked90 = and(yes(a.W1), yes(a.W2));
  const w5 = (a.W5 as Workplace | null | undefined) ?? null;
  const w5In = (set: readonly string[]): YesNo => (set.length === 0 ? false : w5 === null ? null : set.includes(w5));
  const notCounted = w5In(settings.notCountingSet);
  const walk: [B14Category, YesNo][] = [
    ['HE', and(term, inPrograms(['COLLEGE_4YR', 'COLLEGE_2YR']))],
    ['CE', and(worked90, yes(a.W3), yes(a.W4), w5In(settings.competitiveSet))],
    ['OE', and(term, inPrograms(['VOC_TECH', 'SHORT_TERM', 'HS_COMPLETION', 'OTHER']))],
    ['EMP', and(worked90, notCounted === null ? null : !notCounted)],
  ];
  for (const [category, holds] of walk) {
    if (holds === true) return category;
    if (holds === null && settings.incompleteAnswers === 'CLASSIFIABLE_ONLY') return null;
  }
  return 'NOT_ENGAGED';
}

const option2: PsosSettings = { ...DEFAULT_PSOS_SETTINGS, competitiveOption: 'OPTION_2', competitiveSet: [...COMPETITIVE_SETS.OPTION_2] };
const withNotCounting: PsosSettings = { ...DEFAULT_PSOS_SETTINGS, notCountingSet: ['SHELTERED', 'INCARCERATED'] };
const unansweredIsNo: PsosSettings = { ...DEFAULT_PSOS_SETTINGS, incompleteAnswers: 'UNANSWERED_IS_NO' };

test('version 1 is a sound definition whose every answer combination here is one it asks', () => {
  expect(definitionFaults(INSTRUMENT_VERSION_1, INSTRUMENT_PARAMS)).toEqual([]);
  expect(everyInterview).toHaveLength(educations.length * works.length);
  for (const answers of everyInterview) expect(answerErrors(INSTRUMENT_VERSION_1, answers)).toEqual({});
});

test.each([
  ['Option 1 (default)', DEFAULT_PSOS_SETTINGS],
  ['Option 2', option2],
  ['a set that does not count', withNotCounting],
  ['unanswered is No', unansweredIsNo],
])('under %s every answer combination gets the category psos.md gives by hand', (_name, settings) => {
  const mismatches = everyInterview.filter(
    (answers) => classifyInterview(INSTRUMENT_VERSION_1, answers, settings).category !== byHand(answers, settings),
  );
  expect(mismatches).toEqual([]);
});

const classify = (answers: Answers, settings = DEFAULT_PSOS_SETTINGS) =>
  classifyInterview(INSTRUMENT_VERSION_1, answers, settings).category;
const competitiveWork = { W1: true, W2: true, W3: true, W4: true, W5: 'INTEGRATED' };

describe('psos.md cases', () => {
  test('a complete term at a college is higher education, whatever the work', () => {
    expect(classify({ E1: true, E2: true, E3: ['COLLEGE_2YR'], ...competitiveWork })).toBe('HE');
    expect(classify({ E1: true, E2: true, E3: ['COLLEGE_4YR'], W1: null })).toBe('HE');
  });

  test('a term not completed counts for neither 1 nor 3', () => {
    expect(classify({ E1: true, E2: false, W1: false })).toBe('NOT_ENGAGED');
    expect(classify({ E1: true, E2: false, ...competitiveWork })).toBe('CE');
    expect(classify({ E1: true, E2: false, W1: true, W2: true, W3: false, W4: true, W5: 'INTEGRATED' })).toBe('EMP');
  });

  test('competitive work needs 20 hours, the minimum wage and a workplace of the set; military counts', () => {
    expect(classify({ E1: false, ...competitiveWork })).toBe('CE');
    expect(classify({ E1: false, ...competitiveWork, W5: 'MILITARY' })).toBe('CE');
    expect(classify({ E1: false, ...competitiveWork, W3: false })).toBe('EMP');
    expect(classify({ E1: false, ...competitiveWork, W4: false })).toBe('EMP');
  });

  test('Option 1 counts self-employed and supported work as other employment; Option 2 as competitive', () => {
    for (const W5 of ['SELF_EMPLOYED', 'SUPPORTED']) {
      expect(classify({ E1: false, ...competitiveWork, W5 })).toBe('EMP');
      expect(classify({ E1: false, ...competitiveWork, W5 }, option2)).toBe('CE');
    }
    for (const W5 of ['FAMILY_BUSINESS', 'SHELTERED', 'INCARCERATED', 'OTHER'])
      expect(classify({ E1: false, ...competitiveWork, W5 }, option2)).toBe('EMP');
  });

  test('under 90 days fails both competitive and other employment', () => {
    expect(classify({ E1: false, W1: true, W2: false })).toBe('NOT_ENGAGED');
  });

  test('other education needs a complete term in another program; it comes after competitive work', () => {
    expect(classify({ E1: true, E2: true, E3: ['VOC_TECH'], W1: false })).toBe('OE');
    expect(classify({ E1: true, E2: true, E3: ['VOC_TECH'], ...competitiveWork })).toBe('CE');
    expect(classify({ E1: true, E2: true, E3: ['OTHER'], W1: true, W2: true, W3: false, W4: false, W5: 'SHELTERED' })).toBe('OE');
  });

  test('a workplace in the set that does not count is not other employment; with the set empty W5 is not needed', () => {
    expect(classify({ E1: false, W1: true, W2: true, W3: false, W4: false, W5: null })).toBe('EMP');
    expect(classify({ E1: false, W1: true, W2: true, W3: false, W4: false, W5: 'SHELTERED' }, withNotCounting)).toBe('NOT_ENGAGED');
    expect(classify({ E1: false, W1: true, W2: true, W3: false, W4: false, W5: null }, withNotCounting)).toBeNull();
  });

  test('an unknown input before the first true one makes the interview Incomplete; after it, it does not matter', () => {
    expect(classify({ E1: null, ...competitiveWork })).toBeNull();
    expect(classify({ E1: true, E2: true, E3: ['COLLEGE_4YR'] })).toBe('HE');
    expect(classify({ E1: false, W1: true, W2: true, W3: null, W4: true, W5: 'INTEGRATED' })).toBeNull();
    // Competitive work fails on W5 whatever W3 says, so the unknown hours do not hold the walk up.
    expect(classify({ E1: false, W1: true, W2: true, W3: null, W4: true, W5: 'SHELTERED' })).toBe('EMP');
    expect(classify({})).toBeNull();
  });

  test('"unanswered is No" classifies every interview', () => {
    expect(classify({ E1: null, ...competitiveWork }, unansweredIsNo)).toBe('CE');
    expect(classify({ E1: false, W1: true, W2: true, W3: null, W4: true, W5: 'INTEGRATED' }, unansweredIsNo)).toBe('EMP');
    expect(classify({}, unansweredIsNo)).toBe('NOT_ENGAGED');
  });
});

/** A version that asks numbers instead (psos.md): hours a week, days worked and hourly wage, each compared inclusive. */
const numbersVersion: QuestionnaireDefinition = {
  questions: [
    { code: 'W1', block: 'Work', text: 'Worked?', type: 'yesNo', options: [], required: true, showWhen: null },
    { code: 'DAYS', block: 'Work', text: 'Days worked', type: 'number', options: [], required: true, showWhen: null, min: 0 },
    { code: 'HOURS', block: 'Work', text: 'Hours a week', type: 'number', options: [], required: true, showWhen: null, min: 0 },
    { code: 'WAGE', block: 'Work', text: 'Hourly wage', type: 'number', options: [], required: true, showWhen: null, min: 0 },
    {
      code: 'W5',
      block: 'Work',
      text: 'Where',
      type: 'single',
      options: WORKPLACES.map((code) => ({ code, label: code })),
      required: true,
      showWhen: null,
    },
  ],
  derived: {
    // No education questions: once W1 is answered, neither education input can hold.
    HE: {
      all: [
        { question: 'W1', equals: false },
        { question: 'W1', equals: true },
      ],
    },
    CE: {
      all: [
        { question: 'W1', equals: true },
        { question: 'DAYS', atLeast: { param: 'minDaysWorked' } },
        { question: 'HOURS', atLeast: { param: 'minHoursPerWeek' } },
        { question: 'WAGE', atLeast: { param: 'minimumWage' } },
        { question: 'W5', anyOf: { param: 'competitiveSet' } },
      ],
    },
    OE: {
      all: [
        { question: 'W1', equals: false },
        { question: 'W1', equals: true },
      ],
    },
    EMP: {
      all: [
        { question: 'W1', equals: true },
        { question: 'DAYS', atLeast: { param: 'minDaysWorked' } },
        { not: { question: 'W5', anyOf: { param: 'notCountingSet' } } },
      ],
    },
  },
};

describe('the boundaries, inclusive, in a version that asks numbers', () => {
  const job = { W1: true, DAYS: 90, HOURS: 20, WAGE: 7.25, W5: 'INTEGRATED' };
  const numbers = (answers: Answers, settings = DEFAULT_PSOS_SETTINGS) => classifyInterview(numbersVersion, answers, settings).category;

  test('the version is sound', () => {
    expect(definitionFaults(numbersVersion, INSTRUMENT_PARAMS)).toEqual([]);
  });

  test('exactly 20 hours, 90 days and the minimum wage qualify', () => {
    expect(numbers(job)).toBe('CE');
  });

  test('19.9 hours or a cent under the minimum wage is other employment', () => {
    expect(numbers({ ...job, HOURS: 19.9 })).toBe('EMP');
    expect(numbers({ ...job, WAGE: 7.24 })).toBe('EMP');
  });

  test('89 days fails both competitive and other employment', () => {
    expect(numbers({ ...job, DAYS: 89 })).toBe('NOT_ENGAGED');
  });

  test('a typed wage is compared with the setting', () => {
    const higher = { ...DEFAULT_PSOS_SETTINGS, minimumWage: 12 };
    expect(numbers({ ...job, WAGE: 11.99 }, higher)).toBe('EMP');
    expect(numbers({ ...job, WAGE: 12 }, higher)).toBe('CE');
  });
});

test('the walk itself: first true input wins, an unknown before it is Incomplete, none true is Not engaged', () => {
  expect(b14Category({ HE: false, CE: null, OE: true, EMP: true }, 'CLASSIFIABLE_ONLY')).toBeNull();
  expect(b14Category({ HE: false, CE: null, OE: true, EMP: true }, 'UNANSWERED_IS_NO')).toBe('OE');
  expect(b14Category({ HE: false, CE: false, OE: false, EMP: null }, 'CLASSIFIABLE_ONLY')).toBeNull();
  expect(b14Category({ HE: false, CE: false, OE: false, EMP: false }, 'CLASSIFIABLE_ONLY')).toBe('NOT_ENGAGED');
  expect(b14Category({ HE: true, CE: null, OE: null, EMP: null }, 'CLASSIFIABLE_ONLY')).toBe('HE');
});
