import { webcrypto } from 'node:crypto';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INSTRUMENT_VERSION_1, type PublicSurvey } from '@portal/shared-contracts/psos';
import { installApi, refusal, renderRemoteRoute } from '@portal/shared-contracts/testing';
import App from '../../App';
import { appDefinition } from '../../pages';
import { PublicSurveyTexts } from './public-survey-texts';

// jsdom's crypto has no subtle part; the page solves its bot challenge with Web Crypto, as a browser does.
beforeAll(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true }));

const TOKEN = 'f5Q2vYc9kLm3Np7Rs1Tu4Wx8Za6Bd0Eg2Hj5Kn7Pq9';

const spanish: Record<string, string> = {
  RESP: '¿Quién contesta: el joven, o un familiar que contesta por el joven?',
  E1: 'Desde que dejó la escuela secundaria, ¿se ha inscrito en alguna escuela, capacitación laboral o programa de educación?',
  E2: '¿Completó al menos un período completo (semestre, trimestre o sesión)?',
  W1: 'Desde que dejó la escuela secundaria, ¿ha trabajado por pago o por cuenta propia?',
};
const spanishOption: Record<string, string> = { YOUTH: 'El joven', FAMILY: 'Un familiar' };

/** GET api/psos/public/survey/{token} as the service answers it: four questions of version 1, worded in both languages. */
const survey = (rest: Partial<PublicSurvey> = {}): PublicSurvey => ({
  schoolYearLabel: '2026-2027',
  windowStart: '2028-06-01',
  windowEnd: '2028-09-30',
  accepting: true,
  closedReason: null,
  instructions: null,
  questions: INSTRUMENT_VERSION_1.questions
    .filter((q) => Object.keys(spanish).includes(q.code))
    .map((q) => ({
      code: q.code,
      block: { en: q.block, es: q.translations?.es?.block ?? q.block },
      type: q.type,
      required: q.required,
      showWhen: q.showWhen,
      min: null,
      max: null,
      text: { en: q.text, es: spanish[q.code]! },
      options: q.options.map((o) => ({ code: o.code, label: { en: o.label, es: spanishOption[o.code] ?? o.label } })),
    })),
  ...rest,
});

function install(
  answer: () => Response | object = () => survey(),
  submit: () => Response = () => Response.json({ received: true }, { status: 201 }),
) {
  return installApi(async (call) => {
    if (call.path === `/api/psos/public/survey/${TOKEN}`) return call.method === 'GET' ? answer() : submit();
    // A real challenge, cheap to solve, as the identity service issues one.
    if (call.path === '/api/auth/challenge')
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 3,
        deriveKey,
        hmacSignatureSecret: 'test',
        hmacKeySignatureSecret: 'test',
      });
    return undefined;
  });
}

const renderPublic = () =>
  renderRemoteRoute({
    app: { ...appDefinition, basePath: appDefinition.publicPath! },
    App,
    route: TOKEN,
    permissions: [],
    leas: [],
    currentLeaId: 0,
  });

const answer = (question: RegExp, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(option));

test('a youth answers in Spanish, and the answers go with the language and a solved challenge', async () => {
  const calls = install();
  renderPublic();
  await screen.findByRole('radiogroup', { name: /Who is answering/ });
  fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
  const es = PublicSurveyTexts.es;
  expect(await screen.findByRole('heading', { level: 1, name: es.title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'es');
  // Each block's heading is in Spanish too, as the questions are.
  expect(screen.getByRole('heading', { name: 'Educación y capacitación' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Education and training' })).not.toBeInTheDocument();
  answer(/Quién contesta/, 'El joven');
  answer(/se ha inscrito/, es.no);
  answer(/ha trabajado/, es.no);
  fireEvent.click(screen.getByRole('button', { name: es.submit }));
  expect(await screen.findByText(es.thanks)).toBeInTheDocument();
  const submission = calls.find((c) => c.method === 'POST')!.body as { language: string; answers: object; recaptchaToken: string };
  expect(submission).toMatchObject({ language: 'es', answers: { RESP: 'YOUTH', E1: false, W1: false } });
  expect(submission.recaptchaToken.length).toBeGreaterThan(20);
  // One read of the survey in both languages; nothing else that could name the youth.
  expect(calls.filter((c) => c.path.startsWith('/api/psos/')).map((c) => c.method)).toEqual(['GET', 'POST']);
  expect(calls.every((c) => /^\/api\/(psos\/public\/|text-blocks\/|auth\/challenge)/.test(c.path))).toBe(true);
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
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

test('a second submission is refused and says the survey was answered', async () => {
  install(undefined, () => refusal(409, 'This survey has been answered already.'));
  renderPublic();
  await screen.findByRole('radiogroup', { name: /Who is answering/ });
  answer(/Who is answering/, 'The youth');
  answer(/ever enrolled/, 'No');
  answer(/worked for pay/, 'No');
  fireEvent.click(screen.getByRole('button', { name: PublicSurveyTexts.en.submit }));
  expect(await screen.findByText(PublicSurveyTexts.en.answered)).toBeInTheDocument();
});

test.each([
  ['answered', () => survey({ accepting: false, closedReason: 'Answered' }), PublicSurveyTexts.en.answered],
  ['before its window', () => survey({ accepting: false, closedReason: 'BeforeWindow' }), PublicSurveyTexts.en.beforeWindow('06/01/2028')],
  ['after its window', () => survey({ accepting: false, closedReason: 'AfterWindow' }), PublicSurveyTexts.en.afterWindow('09/30/2028')],
  ['of a collection not Open', () => survey({ accepting: false, closedReason: 'NotOpen' }), PublicSurveyTexts.en.notOpen],
  ['unknown', () => refusal(404, 'This survey link is not valid.'), PublicSurveyTexts.en.unknown],
] as const)('a link %s asks nothing and says so', async (_, answerWith, text) => {
  install(answerWith);
  renderPublic();
  expect(await screen.findByText(text)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: PublicSurveyTexts.en.submit })).not.toBeInTheDocument());
});

test('a refusal reads in the language chosen: too many tries, and any other failure', async () => {
  let submitted = 0;
  install(undefined, () =>
    ++submitted === 1 ? refusal(429, 'Too many requests. Try again in a minute.') : refusal(500, 'Internal error.'),
  );
  renderPublic();
  await screen.findByRole('radiogroup', { name: /Who is answering/ });
  fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
  answer(/Quién contesta/, 'El joven');
  answer(/se ha inscrito/, PublicSurveyTexts.es.no);
  answer(/ha trabajado/, PublicSurveyTexts.es.no);
  fireEvent.click(screen.getByRole('button', { name: PublicSurveyTexts.es.submit }));
  expect(await screen.findByText(PublicSurveyTexts.es.tooMany)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: PublicSurveyTexts.es.submit }));
  expect(await screen.findByText(PublicSurveyTexts.es.failed)).toBeInTheDocument();
  expect(screen.queryByText(/Too many requests|Internal error/)).not.toBeInTheDocument();
});
