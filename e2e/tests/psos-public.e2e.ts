import type { Page } from 'playwright-core';
import {
  publicSurveyPath,
  type CollectionRecord,
  type CollectionSummary,
  type SurveyLink,
  type YouthPage,
  type YouthRecord,
} from '@portal/shared-contracts/psos';
import { seriousA11yViolations } from '../support/accessibility';
import { accessTokenOf, callApi } from '../support/api';
import { portalUrl, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

test('a survey link opens outside the signed-in shell, in English or Spanish as the reader chooses', async () => {
  // No sign-in: the page is the survey's frame alone, with the instructions in the language chosen.
  await page.goto(portalUrl('/psos-public/0f5c2a9e4b7d8c1e3a6f9b2d5c8e1a4f'));
  await page.getByRole('heading', { level: 1, name: 'Post-school outcomes survey' }).waitFor();
  expect(page.url()).toBe(portalUrl('/psos-public/0f5c2a9e4b7d8c1e3a6f9b2d5c8e1a4f'));
  await page.getByText('Thank you for taking part.', { exact: false }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The choice is drawn as buttons: the label is what a person clicks.
  await page.locator('label', { hasText: 'Español' }).click();
  await page.getByRole('heading', { level: 1, name: 'Encuesta sobre resultados después de la escuela' }).waitFor();
  await page.getByText('Gracias por participar.', { exact: false }).waitFor();
  expect(await page.locator('[lang="es"]').first().isVisible()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a youth answers their link in Spanish, block headings and questions in Spanish, and is counted as a web respondent', async () => {
  // The demo window (1 June to 30 September 2026) may be over: the state moves its end past today, as it may while Open.
  const state = await accessTokenOf('stateuser@example.org');
  const collections = (await (await callApi(state, 'GET', '/api/psos/collections')).json()) as CollectionSummary[];
  const open = collections.find((c) => c.status === 'Open')!;
  const record = (await (await callApi(state, 'GET', `/api/psos/collections/${open.id}`)).json()) as CollectionRecord;
  const today = new Date().toISOString().slice(0, 10);
  const windowEnd = record.windowEnd > today ? record.windowEnd : `${Number(today.slice(0, 4)) + 1}-06-30`;
  const { windowStart, verificationDueDate, instrumentVersion, settings } = record;
  const update = { windowStart, windowEnd, verificationDueDate, instrumentVersion, settings };
  expect((await callApi(state, 'PUT', `/api/psos/collections/${open.id}`, update)).status).toBe(200);

  // A district interviewer makes the link of a youth who has not answered.
  const district = await accessTokenOf('districtuser@example.org');
  const list = (await (await callApi(district, 'GET', `/api/psos/youth?collectionId=${open.id}&pageSize=100`)).json()) as YouthPage;
  // One already tried, who may still answer: the youth not contacted yet are the interview test's.
  const youth = list.items.find((y) => y.verification !== 'Excluded' && !['Completed', 'NotContacted'].includes(y.surveyStatus))!;
  const made = await callApi(district, 'POST', `/api/psos/youth/${youth.id}/link`);
  expect(made.status).toBe(201);
  const { token } = (await made.json()) as SurveyLink;

  await page.goto(portalUrl(publicSurveyPath(token)));
  await page.getByRole('radiogroup', { name: /Who is answering/ }).waitFor();
  await page.locator('label', { hasText: 'Español' }).click();
  await page.getByRole('heading', { level: 1, name: 'Encuesta sobre resultados después de la escuela' }).waitFor();
  await page.getByRole('heading', { name: 'Educación y capacitación' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Education and training' }).count()).toBe(0);
  await page
    .getByRole('radiogroup', { name: /Quién responde/ })
    .getByLabel('El joven', { exact: true })
    .check();
  await page
    .getByRole('radiogroup', { name: /se ha inscrito alguna vez/ })
    .getByLabel('No', { exact: true })
    .check();
  await page
    .getByRole('radiogroup', { name: /ha trabajado alguna vez/ })
    .getByLabel('No', { exact: true })
    .check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Enviar mis respuestas' }).click();
  await page.getByText('Gracias. Hemos recibido sus respuestas.').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const answered = (await (await callApi(district, 'GET', `/api/psos/youth/${youth.id}`)).json()) as YouthRecord;
  expect([answered.surveyStatus, answered.interview?.mode, answered.interview?.answers]).toEqual([
    'Completed',
    'WEB',
    expect.objectContaining({ RESP: 'YOUTH', E1: false, W1: false }),
  ]);
});
