import type { PublicSubmission, PublicSubmissionReceipt, PublicSurvey, SurveyLanguage } from '@portal/shared-contracts/psos';
import type { Question } from '@portal/shared-contracts/questionnaire';
import { http, obtainBotToken } from '@portal/shared-contracts/sdk';

/** The survey a youth or family answers by its single-use link (public routes, no sign-in), in both languages at once. */
const path = (token: string) => `psos/public/survey/${encodeURIComponent(token)}`;

export const fetchPublicSurvey = (token: string) => http.get(path(token)).json<PublicSurvey>();

/** The one submission, with a solved bot challenge as sign-in sends one. Not retried: a second try would meet its own submission. */
export async function submitPublicSurvey(
  token: string,
  submission: Omit<PublicSubmission, 'recaptchaToken'>,
): Promise<PublicSubmissionReceipt> {
  const recaptchaToken = await obtainBotToken();
  return http.post(path(token), { json: { ...submission, recaptchaToken }, retry: 0 }).json<PublicSubmissionReceipt>();
}

/** The survey's questions as the questionnaire engine reads them, worded in one language. */
export const questionsIn = (survey: PublicSurvey, language: SurveyLanguage): Question[] =>
  survey.questions.map((q) => ({
    code: q.code,
    block: q.block[language],
    type: q.type,
    required: q.required,
    showWhen: q.showWhen,
    min: q.min,
    max: q.max,
    text: q.text[language],
    options: q.options.map((o) => ({ code: o.code, label: o.label[language] })),
  }));
