import type { Condition, QuestionnaireDefinition } from '../questionnaire';

/**
 * The survey instrument (psos.md, "The survey instrument"): version 1, the default, follows the
 * NTACT:C protocol with its codes and its answer-to-input mapping. Its wording may be edited in a
 * later version; a published version never changes.
 */

/** The questionnaire PSOS keeps its instrument versions under. */
export const PSOS_QUESTIONNAIRE = 'psos-instrument';

/** E3: programs in which a whole term was completed. */
export const PROGRAMS = ['COLLEGE_4YR', 'COLLEGE_2YR', 'VOC_TECH', 'SHORT_TERM', 'HS_COMPLETION', 'OTHER'] as const;
export type Program = (typeof PROGRAMS)[number];
export const HIGHER_EDUCATION_PROGRAMS: readonly Program[] = ['COLLEGE_4YR', 'COLLEGE_2YR'];
export const OTHER_EDUCATION_PROGRAMS: readonly Program[] = ['VOC_TECH', 'SHORT_TERM', 'HS_COMPLETION', 'OTHER'];

/** W5: where the youth worked most of that time. */
export const WORKPLACES = [
  'INTEGRATED',
  'MILITARY',
  'SUPPORTED',
  'SELF_EMPLOYED',
  'FAMILY_BUSINESS',
  'SHELTERED',
  'INCARCERATED',
  'OTHER',
] as const;
export type Workplace = (typeof WORKPLACES)[number];

/**
 * The parameters a version's mapping may name, filled from the collection's settings: the
 * competitive set, the set that does not count as employment, the minimum wage, and psos.md's
 * fixed thresholds for versions that ask numbers (hours a week, days employed).
 */
export const INSTRUMENT_PARAMS = ['competitiveSet', 'notCountingSet', 'minimumWage', 'minHoursPerWeek', 'minDaysWorked'] as const;
export type InstrumentParam = (typeof INSTRUMENT_PARAMS)[number];
export const MIN_HOURS_PER_WEEK = 20;
export const MIN_DAYS_WORKED = 90;

/** The rule's inputs, which every version derives from its answers. */
export const B14_INPUTS = ['HE', 'CE', 'OE', 'EMP'] as const;
export type B14Input = (typeof B14_INPUTS)[number];

const yes = (question: string): Condition => ({ question, equals: true });
const completedTerm: Condition[] = [yes('E1'), yes('E2')];
const worked90Days: Condition[] = [yes('W1'), yes('W2')];

/** Version 1's mapping of answers to the rule's inputs, as psos.md writes it. */
export const VERSION_1_MAPPING: Record<B14Input, Condition> = {
  HE: { all: [...completedTerm, { question: 'E3', anyOf: HIGHER_EDUCATION_PROGRAMS }] },
  OE: { all: [...completedTerm, { question: 'E3', anyOf: OTHER_EDUCATION_PROGRAMS }] },
  CE: { all: [...worked90Days, yes('W3'), yes('W4'), { question: 'W5', anyOf: { param: 'competitiveSet' } }] },
  // With the set that does not count empty, W5 is not needed: "in" an empty set is false whatever the answer.
  EMP: { all: [...worked90Days, { not: { question: 'W5', anyOf: { param: 'notCountingSet' } } }] },
};

const labelled = <C extends string>(labels: Record<C, string>) =>
  Object.entries(labels).map(([code, label]) => ({ code, label: label as string }));
const SUPPLEMENTAL = 'Supplemental (not part of B14)';
const SUPPLEMENTAL_ES = 'Preguntas adicionales (no forman parte de B14)';

/** Version 1: RESP, E1 to E3, W1 to W5, then the supplemental questions outside B14; in English and Spanish, as the public page offers both. */
export const INSTRUMENT_VERSION_1: QuestionnaireDefinition = {
  questions: [
    {
      code: 'RESP',
      block: 'Respondent',
      text: 'Who is answering: the youth, or a family member answering for the youth?',
      type: 'single',
      options: labelled({ YOUTH: 'The youth', FAMILY: 'A family member' }),
      required: true,
      showWhen: null,
      translations: {
        es: {
          block: 'Quién responde',
          text: '¿Quién responde: el joven, o un familiar que responde por el joven?',
          options: { YOUTH: 'El joven', FAMILY: 'Un familiar' },
        },
      },
    },
    {
      code: 'E1',
      block: 'Education and training',
      text: 'Since leaving high school, have you ever enrolled in any school, job training or education program?',
      type: 'yesNo',
      options: [],
      required: true,
      showWhen: null,
      translations: {
        es: {
          block: 'Educación y capacitación',
          text: 'Desde que dejó la escuela secundaria, ¿se ha inscrito alguna vez en una escuela, un programa de capacitación laboral o de educación?',
          options: {},
        },
      },
    },
    {
      code: 'E2',
      block: 'Education and training',
      text: 'Did you complete at least one entire term (a semester, quarter or session)?',
      type: 'yesNo',
      options: [],
      required: true,
      showWhen: yes('E1'),
      translations: {
        es: {
          block: 'Educación y capacitación',
          text: '¿Completó al menos un período entero (un semestre, un trimestre o una sesión)?',
          options: {},
        },
      },
    },
    {
      code: 'E3',
      block: 'Education and training',
      text: 'In which programs did you complete a term? Choose every one that applies.',
      type: 'multiple',
      options: labelled<Program>({
        COLLEGE_4YR: 'A college or university (4-year)',
        COLLEGE_2YR: 'A community or technical college (2-year)',
        VOC_TECH: 'A vocational or trade school (under 2 years)',
        SHORT_TERM: 'A short-term training program (WIOA, Job Corps, Youth Corps)',
        HS_COMPLETION: 'Adult basic education or a high-school completion program (GED)',
        OTHER: 'Another education or training program',
      }),
      required: true,
      showWhen: yes('E2'),
      translations: {
        es: {
          block: 'Educación y capacitación',
          text: '¿En qué programas completó un período? Elija todos los que correspondan.',
          options: {
            COLLEGE_4YR: 'Una universidad (de 4 años)',
            COLLEGE_2YR: 'Un colegio comunitario o técnico (de 2 años)',
            VOC_TECH: 'Una escuela vocacional o de oficios (menos de 2 años)',
            SHORT_TERM: 'Un programa de capacitación de corta duración (WIOA, Job Corps, Youth Corps)',
            HS_COMPLETION: 'Educación básica para adultos o un programa para terminar la secundaria (GED)',
            OTHER: 'Otro programa de educación o capacitación',
          },
        },
      },
    },
    {
      code: 'W1',
      block: 'Work',
      text: 'Since leaving high school, have you ever worked for pay or been self-employed?',
      type: 'yesNo',
      options: [],
      required: true,
      showWhen: null,
      translations: {
        es: {
          block: 'Trabajo',
          text: 'Desde que dejó la escuela secundaria, ¿ha trabajado alguna vez con sueldo o por cuenta propia?',
          options: {},
        },
      },
    },
    {
      code: 'W2',
      block: 'Work',
      text: 'Have you worked for 90 days or more in all (about 3 months)?',
      type: 'yesNo',
      options: [],
      required: true,
      showWhen: yes('W1'),
      translations: {
        es: {
          block: 'Trabajo',
          text: '¿Ha trabajado 90 días o más en total (unos 3 meses)?',
          options: {},
        },
      },
    },
    {
      code: 'W3',
      block: 'Work',
      text: 'On average, did you work 20 hours a week or more?',
      type: 'yesNo',
      options: [],
      required: true,
      showWhen: yes('W2'),
      translations: {
        es: {
          block: 'Trabajo',
          text: 'En promedio, ¿trabajó 20 horas o más por semana?',
          options: {},
        },
      },
    },
    {
      code: 'W4',
      block: 'Work',
      text: 'Were you paid at least the minimum wage?',
      type: 'yesNo',
      options: [],
      required: true,
      showWhen: yes('W2'),
      translations: {
        es: {
          block: 'Trabajo',
          text: '¿Le pagaron al menos el salario mínimo?',
          options: {},
        },
      },
    },
    {
      code: 'W5',
      block: 'Work',
      text: 'Where did you work most of that time?',
      type: 'single',
      options: labelled<Workplace>({
        INTEGRATED: 'In a company, business or service alongside people without disabilities',
        MILITARY: 'In the military',
        SUPPORTED: 'In supported employment (paid work with ongoing support)',
        SELF_EMPLOYED: 'Self-employed',
        FAMILY_BUSINESS: 'In a family business (a farm, a store, a fishing or ranching business)',
        SHELTERED: 'In a sheltered workshop, alongside mostly people with disabilities',
        INCARCERATED: 'While incarcerated (in jail or prison)',
        OTHER: 'Somewhere else',
      }),
      required: true,
      showWhen: yes('W2'),
      translations: {
        es: {
          block: 'Trabajo',
          text: '¿Dónde trabajó la mayor parte de ese tiempo?',
          options: {
            INTEGRATED: 'En una empresa, negocio o servicio junto a personas sin discapacidades',
            MILITARY: 'En las fuerzas armadas',
            SUPPORTED: 'En empleo con apoyo (trabajo pagado con apoyo continuo)',
            SELF_EMPLOYED: 'Por cuenta propia',
            FAMILY_BUSINESS: 'En un negocio familiar (una granja, una tienda, un negocio de pesca o ganadería)',
            SHELTERED: 'En un taller protegido, junto a personas con discapacidades en su mayoría',
            INCARCERATED: 'Mientras estaba encarcelado (en la cárcel o prisión)',
            OTHER: 'En otro lugar',
          },
        },
      },
    },
    {
      code: 'S1',
      block: SUPPLEMENTAL,
      text: 'About how much were you paid an hour, in dollars?',
      type: 'number',
      options: [],
      required: false,
      showWhen: yes('W1'),
      min: 0,
      max: 500,
      translations: {
        es: {
          block: SUPPLEMENTAL_ES,
          text: '¿Aproximadamente cuánto le pagaban por hora, en dólares?',
          options: {},
        },
      },
    },
    {
      code: 'S2',
      block: SUPPLEMENTAL,
      text: 'Did that job offer benefits such as sick pay, vacation or health insurance?',
      type: 'yesNo',
      options: [],
      required: false,
      showWhen: yes('W1'),
      translations: {
        es: {
          block: SUPPLEMENTAL_ES,
          text: '¿Ese trabajo ofrecía beneficios como días de enfermedad pagados, vacaciones o seguro médico?',
          options: {},
        },
      },
    },
    {
      code: 'S3',
      block: SUPPLEMENTAL,
      text: 'What has kept you from working or going to school? Choose every one that applies.',
      type: 'multiple',
      options: labelled({
        NO_JOBS: 'No jobs or programs nearby',
        TRANSPORT: 'No transportation',
        DISABILITY: 'My disability or health',
        CARE: 'Caring for family',
        NOT_INTERESTED: 'Not interested just now',
        OTHER: 'Something else',
      }),
      required: false,
      showWhen: {
        any: [
          { question: 'E1', equals: false },
          { question: 'W1', equals: false },
        ],
      },
      translations: {
        es: {
          block: SUPPLEMENTAL_ES,
          text: '¿Qué le ha impedido trabajar o estudiar? Elija todo lo que corresponda.',
          options: {
            NO_JOBS: 'No hay trabajos ni programas cerca',
            TRANSPORT: 'No tengo transporte',
            DISABILITY: 'Mi discapacidad o mi salud',
            CARE: 'Cuidar a mi familia',
            NOT_INTERESTED: 'No me interesa por ahora',
            OTHER: 'Otra cosa',
          },
        },
      },
    },
    {
      code: 'S4',
      block: SUPPLEMENTAL,
      text: 'Which agencies have you contacted since leaving school? Choose every one that applies.',
      type: 'multiple',
      options: labelled({
        VOC_REHAB: 'Vocational rehabilitation',
        DISABILITY_SERVICES: 'Developmental disability or mental health services',
        WORKFORCE: 'A workforce or job centre',
        SOCIAL_SECURITY: 'The Social Security Administration',
        NONE: 'None of these',
      }),
      required: false,
      showWhen: null,
      translations: {
        es: {
          block: SUPPLEMENTAL_ES,
          text: '¿Con qué agencias se ha comunicado desde que dejó la escuela? Elija todas las que correspondan.',
          options: {
            VOC_REHAB: 'Rehabilitación vocacional',
            DISABILITY_SERVICES: 'Servicios para discapacidades del desarrollo o de salud mental',
            WORKFORCE: 'Un centro de empleo',
            SOCIAL_SECURITY: 'La Administración del Seguro Social',
            NONE: 'Ninguna de estas',
          },
        },
      },
    },
    {
      code: 'S5',
      block: SUPPLEMENTAL,
      text: 'Where do you live now?',
      type: 'single',
      options: labelled({
        FAMILY: 'With parents or family',
        OWN: 'On my own, or with a spouse or roommate',
        SUPERVISED: 'In a group home or supervised living',
        MILITARY: 'In military housing',
        OTHER: 'Somewhere else',
      }),
      required: false,
      showWhen: null,
      translations: {
        es: {
          block: SUPPLEMENTAL_ES,
          text: '¿Dónde vive ahora?',
          options: {
            FAMILY: 'Con mis padres o mi familia',
            OWN: 'Por mi cuenta, o con mi pareja o compañeros de casa',
            SUPERVISED: 'En un hogar grupal o una vivienda supervisada',
            MILITARY: 'En una vivienda militar',
            OTHER: 'En otro lugar',
          },
        },
      },
    },
    {
      code: 'S6',
      block: SUPPLEMENTAL,
      text: 'What in high school helped you most with what you do now?',
      type: 'text',
      options: [],
      required: false,
      showWhen: null,
      translations: {
        es: {
          block: SUPPLEMENTAL_ES,
          text: '¿Qué le ayudó más en la escuela secundaria para lo que hace ahora?',
          options: {},
        },
      },
    },
  ],
  derived: VERSION_1_MAPPING,
};
