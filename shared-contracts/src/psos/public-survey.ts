import { Type, type Static } from 'typebox';
import type { TableColumn } from '../downloads';
import { AnswersSchema, ConditionSchema } from '../questionnaire/schemas';
import { QUESTION_TYPES, TRANSLATION_LANGUAGES } from '../questionnaire/definition';
import { literalUnion } from '../schemas/common';

/**
 * The public survey by single-use link (psos.md, "Who answers and how"): a youth or a family
 * member answers at /psos-public/{token}, in English or Spanish, without signing in. The page
 * shows no personal data: the answer to GET names no youth, LEA or school.
 */

/** The path of the public page, under the portal's address. */
export const publicSurveyPath = (token: string): string => `/psos-public/${token}`;

/** A token is 32 bytes of randomness (256 bits), base64url: 43 characters. */
export const SURVEY_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const SURVEY_LANGUAGES = ['en', ...TRANSLATION_LANGUAGES] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];

export const SurveyTokenParams = Type.Object({ token: Type.String({ pattern: SURVEY_TOKEN_PATTERN }) });
export type SurveyTokenParams = Static<typeof SurveyTokenParams>;

/** Words in each language the page offers. */
const Worded = Type.Object({ en: Type.String(), es: Type.String() });

/** Why the link takes no submission now; null while it does. */
export const PUBLIC_SURVEY_CLOSED_REASONS = ['Answered', 'NotOpen', 'BeforeWindow', 'AfterWindow'] as const;
export type PublicSurveyClosedReason = (typeof PUBLIC_SURVEY_CLOSED_REASONS)[number];

/** GET api/psos/public/survey/{token}: the questions of the collection's instrument version, in both languages. */
export const PublicSurvey = Type.Object({
  schoolYearLabel: Type.String(),
  windowStart: Type.String({ format: 'date' }),
  windowEnd: Type.String({ format: 'date' }),
  /** Whether a submission is taken now; `closedReason` says why not. */
  accepting: Type.Boolean(),
  closedReason: Type.Union([literalUnion(PUBLIC_SURVEY_CLOSED_REASONS), Type.Null()]),
  /** The text block "PSOS public survey instructions" (HTML, as the administrators wrote it); null if it could not be read. */
  instructions: Type.Union([Type.Object({ title: Type.String(), html: Type.String() }), Type.Null()]),
  questions: Type.Array(
    Type.Object({
      code: Type.String(),
      /** The heading of the section the question sits in. */
      block: Worded,
      type: literalUnion(QUESTION_TYPES),
      required: Type.Boolean(),
      showWhen: Type.Union([ConditionSchema, Type.Null()]),
      min: Type.Union([Type.Number(), Type.Null()]),
      max: Type.Union([Type.Number(), Type.Null()]),
      text: Worded,
      options: Type.Array(Type.Object({ code: Type.String(), label: Worded })),
    }),
  ),
});
export type PublicSurvey = Static<typeof PublicSurvey>;

/**
 * POST api/psos/public/survey/{token}: the one submission. RESP names who answers; `recaptchaToken`
 * is the solved ALTCHA challenge of GET api/auth/challenge, as sign-in and registration send it.
 */
export const PublicSubmission = Type.Object(
  {
    language: literalUnion(SURVEY_LANGUAGES),
    answers: AnswersSchema,
    recaptchaToken: Type.String({ maxLength: 8192 }),
  },
  { additionalProperties: false },
);
export type PublicSubmission = Static<typeof PublicSubmission>;

export const PublicSubmissionReceipt = Type.Object({ received: Type.Literal(true) });
export type PublicSubmissionReceipt = Static<typeof PublicSubmissionReceipt>;

/** POST api/psos/youth/{id}/link: a new link; the token is shown this once (only its hash is kept), and any earlier link ends. */
export const SurveyLink = Type.Object({
  youthId: Type.Integer(),
  token: Type.String(),
  /** The page's full address, for a letter, an e-mail or a text. */
  url: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type SurveyLink = Static<typeof SurveyLink>;

/**
 * POST api/psos/links?collectionId=&leaId=&renew=&format=: new links for the caller's youth who may
 * still answer (neither Completed nor Excluded), as CSV or a spreadsheet for letters. Without
 * `renew`, youth who have an open link are left out, so letters already sent keep working.
 */
export const SurveyLinksQuery = Type.Object(
  {
    collectionId: Type.Optional(Type.Integer({ minimum: 1 })),
    leaId: Type.Optional(Type.Integer({ minimum: 1 })),
    renew: Type.Optional(Type.Boolean()),
    format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])),
  },
  { additionalProperties: false },
);
export type SurveyLinksQuery = Static<typeof SurveyLinksQuery>;

/** A row of the links file: who the letter goes to, and the link. */
export interface SurveyLinkRow {
  youthId: number;
  stateStudentId: string;
  firstName: string;
  lastName: string;
  guardianName: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  email: string | null;
  phone: string | null;
  url: string;
}

export const surveyLinkColumns: readonly TableColumn<SurveyLinkRow>[] = [
  { key: 'stateStudentId', header: 'State student id', value: (r) => r.stateStudentId },
  { key: 'firstName', header: 'First name', value: (r) => r.firstName },
  { key: 'lastName', header: 'Last name', value: (r) => r.lastName },
  { key: 'guardianName', header: 'Guardian', value: (r) => r.guardianName },
  { key: 'street', header: 'Street', value: (r) => r.street },
  { key: 'city', header: 'City', value: (r) => r.city },
  { key: 'state', header: 'State', value: (r) => r.state },
  { key: 'zip', header: 'ZIP', value: (r) => r.zip },
  { key: 'email', header: 'E-mail', value: (r) => r.email },
  { key: 'phone', header: 'Phone', value: (r) => r.phone },
  { key: 'url', header: 'Survey link', value: (r) => r.url },
];

/** The public page's refusals, in both languages: the respondent chose one, but a refusal may come before the choice. */
export const PublicSurveyMessages = {
  unknownLink:
    'This survey link is not valid. Check the address in your letter. / Este enlace de la encuesta no es válido. Revise la dirección en su carta.',
  answered: 'This survey has been answered already. Thank you. / Esta encuesta ya fue respondida. Gracias.',
  notOpen: 'The survey is not taking answers now. / La encuesta no está recibiendo respuestas en este momento.',
  beforeWindow: (start: string) => `The survey opens on ${start}. / La encuesta se abre el ${start}.`,
  afterWindow: (end: string) => `The survey closed on ${end}. / La encuesta se cerró el ${end}.`,
  respondentNeeded: 'Say who is answering: the youth, or a family member. / Indique quién responde: el joven o un familiar.',
} as const;
