import { sql } from 'kysely';
import { PsosMessages as M, type CollectionRecord, type InstrumentVersionRecord } from '@portal/shared-contracts/psos';
import { DISTRICT_USER, DRAFT_YEAR, STATE_USER, usePsosPortal, VENDOR_USER } from './psos-portal';

const psos = usePsosPortal();

const get = async (version: number) =>
  (await psos.call('GET', `/api/psos/instrument-versions/${version}`, { user: STATE_USER })).json() as InstrumentVersionRecord;
const fieldsOf = ({ title, questions, mapping }: InstrumentVersionRecord) => ({ title, questions, mapping });

describe('the survey manager', () => {
  test('version 1 is the NTACT:C protocol, published, used by every demo collection', async () => {
    const list = await psos.call('GET', '/api/psos/instrument-versions', { user: DISTRICT_USER });
    expect(list.json()).toEqual([expect.objectContaining({ version: 1, status: 'Published', collections: [2026, 2025, 2024] })]);
    const v1 = await get(1);
    expect(v1.questions.map((q) => q.code)).toEqual([
      'RESP',
      'E1',
      'E2',
      'E3',
      'W1',
      'W2',
      'W3',
      'W4',
      'W5',
      'S1',
      'S2',
      'S3',
      'S4',
      'S5',
      'S6',
    ]);
    expect(v1.questions.find((q) => q.code === 'E2')).toMatchObject({
      type: 'yesNo',
      required: true,
      showWhen: { question: 'E1', equals: true },
    });
    expect(v1.mapping.CE).toEqual({
      all: [
        { question: 'W1', equals: true },
        { question: 'W2', equals: true },
        { question: 'W3', equals: true },
        { question: 'W4', equals: true },
        { question: 'W5', anyOf: { param: 'competitiveSet' } },
      ],
    });
  });

  test('a vendor’s interviewer reads the version its interviews ask, not the survey manager’s list', async () => {
    const read = await psos.call('GET', '/api/psos/instrument-versions/1', { user: VENDOR_USER });
    expect([read.statusCode, (read.json() as InstrumentVersionRecord).questions[0]?.code]).toEqual([200, 'RESP']);
    expect((await psos.call('GET', '/api/psos/instrument-versions', { user: VENDOR_USER })).statusCode).toBe(403);
  });

  test('a published version never changes, in the API or in the database; sent back as it is, it answers unchanged', async () => {
    const v1 = await get(1);
    expect((await psos.call('PUT', '/api/psos/instrument-versions/1', { user: STATE_USER, payload: fieldsOf(v1) })).statusCode).toBe(200);
    const edited = { ...fieldsOf(v1), title: 'Edited in place' };
    const res = await psos.call('PUT', '/api/psos/instrument-versions/1', { user: STATE_USER, payload: edited });
    expect([res.statusCode, res.json().message]).toEqual([409, M.publishedNeverChanges]);
    await expect(
      sql`update psos.questionnaire_questions set required = false where version = 1 and code = 'E1'`.execute(psos.portal.db),
    ).rejects.toThrow(/a published version never changes/);
  });

  test('editing makes the next version as a Draft; its faults are named; published, a collection may take it, and the old one retires', async () => {
    const v1 = await get(1);
    const questions = v1.questions.map((q) => (q.code === 'W2' ? { ...q, text: 'Have you worked for 90 days or more in a row?' } : q));
    expect(
      (await psos.call('POST', '/api/psos/instrument-versions', { user: DISTRICT_USER, payload: { ...fieldsOf(v1), questions } }))
        .statusCode,
    ).toBe(403);
    const created = await psos.call('POST', '/api/psos/instrument-versions', {
      user: STATE_USER,
      payload: { ...fieldsOf(v1), title: 'Consecutive days', questions },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ version: 2, status: 'Draft', title: 'Consecutive days', collections: [] });

    const forward = questions.map((q) => (q.code === 'E1' ? { ...q, showWhen: { question: 'W1', equals: true } } : q));
    const faulty = await psos.call('PUT', '/api/psos/instrument-versions/2', {
      user: STATE_USER,
      payload: { ...fieldsOf(v1), questions: forward },
    });
    expect(faulty.statusCode).toBe(400);
    expect(faulty.json().reasons).toEqual(["Question E1's show-when condition refers to W1, which is not an earlier question."]);
    const badCondition = await psos.call('PUT', '/api/psos/instrument-versions/2', {
      user: STATE_USER,
      payload: { ...fieldsOf(v1), questions, mapping: { ...v1.mapping, EMP: { question: 'W1', equals: 3 } } },
    });
    expect(badCondition.json().reasons).toEqual([expect.stringMatching(/^EMP: A condition names a question/)]);

    expect((await psos.call('POST', '/api/psos/instrument-versions/2/publish', { user: STATE_USER })).json()).toMatchObject({
      status: 'Published',
    });
    const draft = await psos.collection(DRAFT_YEAR);
    const record = (await psos.call('GET', `/api/psos/collections/${draft.id}`, { user: STATE_USER })).json() as CollectionRecord;
    const moved = await psos.call('PUT', `/api/psos/collections/${draft.id}`, {
      user: STATE_USER,
      payload: { ...record, instrumentVersion: 2 },
    });
    expect(moved.json().instrumentVersion).toBe(2);

    expect((await psos.call('POST', '/api/psos/instrument-versions/1/retire', { user: STATE_USER })).json()).toMatchObject({
      status: 'Retired',
    });
    const offered = await psos.call('POST', '/api/psos/collections', {
      user: STATE_USER,
      payload: { schoolYear: 2027, instrumentVersion: 1 },
    });
    expect([offered.statusCode, offered.json().message]).toEqual([409, M.versionNotPublished(1)]);
    const newest = await psos.call('POST', '/api/psos/collections', { user: STATE_USER, payload: { schoolYear: 2027 } });
    expect(newest.json().instrumentVersion).toBe(2);
  });
});
