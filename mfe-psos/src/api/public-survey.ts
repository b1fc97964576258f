import type { Answers, Params, Question } from '@portal/shared-contracts/questionnaire';
import { http } from '@portal/shared-contracts/sdk';

/*
 * The public survey a youth or family answers by its single-use link (psos.md, "Who answers and
 * how"; public routes, no sign-in). The token travels in the body, never in an API address, so
 * request lines stay safe to log. Requested of the psos service; the shapes below are the ones asked for.
 */

export const SURVEY_LANGUAGES = ['en', 'es'] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];

/**
 * POST api/psos/public/survey { token, language } (public): the survey in the language chosen. Open
 * to answer; Answered once its one submission is in; Closed while the collection is not Open, the
 * window does not run, or the youth is Completed or Excluded. It names no person. An unknown token
 * answers 404.
 */
export interface PublicSurvey {
  status: 'Open' | 'Answered' | 'Closed';
  language: SurveyLanguage;
  /** The version's questions worded in the language; none unless Open. */
  questions: Question[];
  /** The values its show-when conditions may name (the collection's settings). */
  params: Params;
}

/** POST api/psos/public/survey/answers { token, language, answers } (public): 201 once; 400 with field errors by question code; 409 when not Open. */
export interface PublicSurveyAnswers {
  token: string;
  language: SurveyLanguage;
  answers: Answers;
}

export const fetchPublicSurvey = (token: string, language: SurveyLanguage) =>
  http.post('psos/public/survey', { json: { token, language } }).json<PublicSurvey>();
/** Not retried: a second try after a lost answer would meet its own submission. */
export const submitPublicSurvey = (body: PublicSurveyAnswers) => http.post('psos/public/survey/answers', { json: body, retry: 0 });
