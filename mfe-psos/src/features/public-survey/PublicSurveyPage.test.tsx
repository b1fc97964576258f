import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INSTRUMENT_VERSION_1 } from '@portal/shared-contracts/psos';
import type { Question } from '@portal/shared-contracts/questionnaire';
import { installApi, refusal, renderRemoteRoute, type ApiCall } from '@portal/shared-contracts/testing';
import type { PublicSurvey } from '../../api/public-survey';
import App from '../../App';
import { appDefinition } from '../../pages';
import { PublicSurveyTexts } from './public-survey-texts';

const spanish: Record<string, string> = {
  RESP: '¿Quién contesta: el joven, o un familiar que contesta por el joven?',
  E1: 'Desde que dejó la escuela secundaria, ¿se ha inscrito en alguna escuela, capacitación laboral o programa de educación?',
  W1: 'Desde que dejó la escuela secundaria, ¿ha trabajado por pago o por cuenta propia?',
};
const worded = (language: 'en' | 'es'): Question[] =>
  INSTRUMENT_VERSION_1.questions
    .filter((q) => ['RESP', 'E1', 'E2', 'W1'].includes(q.code))
    .map((q) =>
      language === 'es' && spanish[q.code]
        ? {
            ...q,
            text: spanish[q.code]!,
            options: q.options.map((o) => ({ ...o, label: o.code === 'YOUTH' ? 'El joven' : 'Un familiar' })),
          }
        : q,
    );

function install(
  status: PublicSurvey['status'] | 'unknown' = 'Open',
  submit: (call: ApiCall) => Response = () => new Response(null, { status: 201 }),
) {
  return installApi((call) => {
    if (call.path === '/api/psos/public/survey') {
      if (status === 'unknown') return refusal(404, 'There is no such survey.');
      const { language } = call.body as { language: 'en' | 'es' };
      return { status, language, questions: status === 'Open' ? worded(language) : [], params: {} };
    }
    if (call.path === '/api/psos/public/survey/answers') return submit(call);
    return undefined;
  });
}

const renderPublic = (token = 'tok-5f3a') =>
  renderRemoteRoute({
    app: { ...appDefinition, basePath: appDefinition.publicPath! },
    App,
    route: token,
    permissions: [],
    leas: [],
    currentLeaId: 0,
  });

const answer = (question: RegExp, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(option));

test('a youth answers in Spanish, and the answers go with the token and the language', async () => {
  const calls = install();
  renderPublic();
  await screen.findByRole('radiogroup', { name: /Who is answering/ });
  fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
  const es = PublicSurveyTexts.es;
  expect(await screen.findByRole('heading', { level: 1, name: es.title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'es');
  await screen.findByRole('radiogroup', { name: /Quién contesta/ });
  answer(/Quién contesta/, 'El joven');
  answer(/se ha inscrito/, es.no);
  answer(/ha trabajado/, es.no);
  fireEvent.click(screen.getByRole('button', { name: es.submit }));
  expect(await screen.findByText(es.thanks)).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/psos/public/survey/answers')!.body).toEqual({
    token: 'tok-5f3a',
    language: 'es',
    answers: { RESP: 'YOUTH', E1: false, W1: false },
  });
  expect(calls.filter((c) => c.path === '/api/psos/public/survey').map((c) => c.body)).toEqual([
    { token: 'tok-5f3a', language: 'en' },
    { token: 'tok-5f3a', language: 'es' },
  ]);
  // The page reads the survey and its instructions, nothing that names the youth.
  expect(calls.every((c) => c.path.startsWith('/api/psos/public/') || c.path.startsWith('/api/text-blocks/'))).toBe(true);
});

test('every question asked must be answered before the one submission', async () => {
  const calls = install();
  renderPublic();
  await screen.findByRole('radiogroup', { name: /Who is answering/ });
  answer(/ever enrolled/, 'Yes');
  fireEvent.click(screen.getByRole('button', { name: PublicSurveyTexts.en.submit }));
  expect(await screen.findByText(PublicSurveyTexts.en.missing)).toBeInTheDocument();
  // E2 is asked after E1 yes, and is required.
  expect(screen.getAllByText(PublicSurveyTexts.en.required)).toHaveLength(3);
  expect(calls.some((c) => c.path === '/api/psos/public/survey/answers')).toBe(false);
});

test('a link already used says so, and a second submission is refused', async () => {
  install('Open', () => refusal(409, 'The survey has been answered.'));
  renderPublic();
  await screen.findByRole('radiogroup', { name: /Who is answering/ });
  answer(/Who is answering/, 'The youth');
  answer(/ever enrolled/, 'No');
  answer(/worked for pay/, 'No');
  fireEvent.click(screen.getByRole('button', { name: PublicSurveyTexts.en.submit }));
  expect(await screen.findByText(PublicSurveyTexts.en.answered)).toBeInTheDocument();
});

test.each([
  ['Answered', PublicSurveyTexts.en.answered],
  ['Closed', PublicSurveyTexts.en.closed],
  ['unknown', PublicSurveyTexts.en.unknown],
] as const)('a survey %s asks nothing and says so', async (status, text) => {
  install(status);
  renderPublic();
  expect(await screen.findByText(text)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: PublicSurveyTexts.en.submit })).not.toBeInTheDocument());
});
