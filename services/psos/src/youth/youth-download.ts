import type { TableColumn } from '@portal/shared-contracts';
import { youthListColumns, type YouthListItem } from '@portal/shared-contracts/psos';
import type { AnswerValue } from '@portal/shared-contracts/questionnaire';
import { readResponses, type AnyDb } from '@portal/service-kit';
import type { PsosDb } from '../db';
import type { Collection } from '../collections/collection-read';
import { instrumentVersion } from '../interviews/instrument';
import type { PsosReader } from './reader';

/** A row of the youth-level download: the list's row and its interview's answers by question code. */
export interface YouthDownloadRow extends YouthListItem {
  answers: Readonly<Record<string, Exclude<AnswerValue, null>>>;
}

/** Youth whose answers are read at once: one query per batch, not per youth. */
const BATCH = 500;

const answerText = (value: Exclude<AnswerValue, null> | undefined): string => {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return Array.isArray(value) ? value.join('; ') : String(value);
};

/**
 * The youth-level download's columns (psos.md: status, category, answers): the list's, then a
 * column per question of the collection's instrument version, headed by its code (none while the
 * collection has no version).
 */
export async function youthDownloadColumns(db: PsosDb, collection: Collection): Promise<TableColumn<YouthDownloadRow>[]> {
  const questions =
    collection.instrumentVersion === null ? [] : (await instrumentVersion(db, collection.instrumentVersion)).definition.questions;
  return [
    ...youthListColumns,
    ...questions.map(({ code }): TableColumn<YouthDownloadRow> => ({
      key: `answer:${code}`,
      header: code,
      value: (y) => answerText(y.answers[code]),
    })),
  ];
}

/** The list's rows with their interview's answers, where the reader may see the interview (a vendor's user: its own). */
export async function* withAnswers(db: PsosDb, reader: PsosReader, rows: AsyncIterable<YouthListItem>): AsyncIterable<YouthDownloadRow> {
  let batch: YouthListItem[] = [];
  const answered = async function* (youth: YouthListItem[]) {
    let query = db
      .selectFrom('interviews')
      .select(['leaver_id as youthId', 'response_id as responseId'])
      .where(
        'leaver_id',
        'in',
        youth.map((y) => y.id),
      );
    if (reader.vendorId !== null) query = query.where('vendor_id', '=', reader.vendorId);
    const interviews = await query.execute();
    const responses = await readResponses(
      db as AnyDb,
      interviews.map((i) => i.responseId),
    );
    const answersOf = new Map(interviews.map((i) => [i.youthId, responses.get(i.responseId) ?? {}]));
    for (const y of youth) yield { ...y, answers: answersOf.get(y.id) ?? {} };
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length < BATCH) continue;
    yield* answered(batch);
    batch = [];
  }
  if (batch.length) yield* answered(batch);
}
