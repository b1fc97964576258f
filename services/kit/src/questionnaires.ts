import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type {
  Answers,
  AnswerValue,
  Condition,
  Question,
  QuestionnaireDefinition,
  VersionStatus,
} from '@portal/shared-contracts/questionnaire';
import type { AnyDb } from './db';

/**
 * The questionnaire engine's storage, kept by each application that asks questions in its own
 * schema, in one shape (as the audit trail is): versions with their questions, and responses
 * with their answers. A response names no person: the application links its own record (a
 * youth, a case) to the response id, so answers stay apart from names. A published version never
 * changes; the migration that creates the tables adds triggers refusing it (migrations are
 * self-contained, so each application writes that DDL).
 */
export interface QuestionnaireTables {
  questionnaire_versions: {
    questionnaire: string;
    version: number;
    status: Generated<VersionStatus>;
    title: string;
    derived: ColumnType<Record<string, Condition>, string, string>;
    created_at: Generated<Date>;
    created_by: number | null;
    published_at: Date | null;
    retired_at: Date | null;
  };
  questionnaire_questions: {
    questionnaire: string;
    version: number;
    position: number;
    code: string;
    block: string;
    type: Question['type'];
    required: boolean;
    /** text, options, showWhen, min and max. */
    definition: ColumnType<Pick<Question, 'text' | 'options' | 'showWhen' | 'min' | 'max'>, string, string>;
  };
  questionnaire_responses: {
    id: Generated<number>;
    questionnaire: string;
    version: number;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  questionnaire_answers: {
    response_id: number;
    code: string;
    value: ColumnType<Exclude<AnswerValue, null>, string, string>;
  };
}

const tables = (db: AnyDb): Kysely<QuestionnaireTables> => db;

export interface QuestionnaireVersionRow {
  questionnaire: string;
  version: number;
  status: VersionStatus;
  title: string;
  publishedAt: Date | null;
  retiredAt: Date | null;
}

export interface QuestionnaireVersion extends QuestionnaireVersionRow {
  definition: QuestionnaireDefinition;
}

const versionColumns = ['questionnaire', 'version', 'status', 'title', 'published_at as publishedAt', 'retired_at as retiredAt'] as const;

/** Every version of a questionnaire, newest first, without their questions. */
export async function listQuestionnaireVersions(db: AnyDb, questionnaire: string): Promise<QuestionnaireVersionRow[]> {
  return tables(db)
    .selectFrom('questionnaire_versions')
    .select(versionColumns)
    .where('questionnaire', '=', questionnaire)
    .orderBy('version', 'desc')
    .execute();
}

/** One version with its questions in order and its derived values; null when there is none. */
export async function readQuestionnaireVersion(db: AnyDb, questionnaire: string, version: number): Promise<QuestionnaireVersion | null> {
  const row = await tables(db)
    .selectFrom('questionnaire_versions')
    .select([...versionColumns, 'derived'])
    .where('questionnaire', '=', questionnaire)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return null;
  const questions = await tables(db)
    .selectFrom('questionnaire_questions')
    .select(['code', 'block', 'type', 'required', 'definition'])
    .where('questionnaire', '=', questionnaire)
    .where('version', '=', version)
    .orderBy('position')
    .execute();
  const { derived, ...version_ } = row;
  return {
    ...version_,
    definition: {
      questions: questions.map(({ definition, ...q }) => ({ ...q, ...definition, showWhen: definition.showWhen ?? null })),
      derived,
    },
  };
}

async function writeQuestions(db: AnyDb, questionnaire: string, version: number, definition: QuestionnaireDefinition): Promise<void> {
  if (definition.questions.length === 0) return;
  await tables(db)
    .insertInto('questionnaire_questions')
    .values(
      definition.questions.map((q, position) => ({
        questionnaire,
        version,
        position,
        code: q.code,
        block: q.block,
        type: q.type,
        required: q.required,
        definition: JSON.stringify({ text: q.text, options: q.options, showWhen: q.showWhen, min: q.min ?? null, max: q.max ?? null }),
      })),
    )
    .execute();
}

/** Adds the next version as a Draft (or straight as Published, for a version every installation starts with); its number. */
export async function addQuestionnaireVersion(
  db: AnyDb,
  questionnaire: string,
  draft: { title: string; definition: QuestionnaireDefinition; published?: boolean },
  createdBy: number | null,
): Promise<number> {
  // The versions of one questionnaire are numbered one after the other: a second writer waits for the first.
  await sql`select pg_advisory_xact_lock(hashtext(${`questionnaire.${questionnaire}`}))`.execute(db);
  const last = await tables(db)
    .selectFrom('questionnaire_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('questionnaire', '=', questionnaire)
    .executeTakeFirst();
  const version = (last?.version ?? 0) + 1;
  await tables(db)
    .insertInto('questionnaire_versions')
    .values({
      questionnaire,
      version,
      title: draft.title,
      derived: JSON.stringify(draft.definition.derived),
      created_by: createdBy,
    })
    .execute();
  await writeQuestions(db, questionnaire, version, draft.definition);
  if (draft.published) await publishQuestionnaireVersion(db, questionnaire, version);
  return version;
}

/** Replaces a Draft's title, questions and derived values; the tables refuse it for any other status. */
export async function replaceQuestionnaireDraft(
  db: AnyDb,
  questionnaire: string,
  version: number,
  draft: { title: string; definition: QuestionnaireDefinition },
): Promise<void> {
  await tables(db)
    .deleteFrom('questionnaire_questions')
    .where('questionnaire', '=', questionnaire)
    .where('version', '=', version)
    .execute();
  await tables(db)
    .updateTable('questionnaire_versions')
    .set({ title: draft.title, derived: JSON.stringify(draft.definition.derived) })
    .where('questionnaire', '=', questionnaire)
    .where('version', '=', version)
    .execute();
  await writeQuestions(db, questionnaire, version, draft.definition);
}

export async function publishQuestionnaireVersion(db: AnyDb, questionnaire: string, version: number): Promise<void> {
  await tables(db)
    .updateTable('questionnaire_versions')
    .set({ status: 'Published', published_at: sql<Date>`now()` })
    .where('questionnaire', '=', questionnaire)
    .where('version', '=', version)
    .where('status', '=', 'Draft')
    .execute();
}

/** Retired: kept for the submissions made on it, offered to nothing new. */
export async function retireQuestionnaireVersion(db: AnyDb, questionnaire: string, version: number): Promise<void> {
  await tables(db)
    .updateTable('questionnaire_versions')
    .set({ status: 'Retired', retired_at: sql<Date>`now()` })
    .where('questionnaire', '=', questionnaire)
    .where('version', '=', version)
    .where('status', '=', 'Published')
    .execute();
}

/**
 * Stores a submission's answers on a version, replacing those of `responseId` when given; only the
 * answered questions are kept. Answers the version does not accept must be refused before this.
 */
export async function saveResponse(
  db: AnyDb,
  response: { questionnaire: string; version: number; responseId: number | null; answers: Answers },
): Promise<number> {
  let id = response.responseId;
  if (id === null) {
    const created = await tables(db)
      .insertInto('questionnaire_responses')
      .values({ questionnaire: response.questionnaire, version: response.version })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = created.id;
  } else {
    await tables(db)
      .updateTable('questionnaire_responses')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await tables(db).deleteFrom('questionnaire_answers').where('response_id', '=', id).execute();
  }
  const answered = Object.entries(response.answers).filter((entry): entry is [string, Exclude<AnswerValue, null>] => entry[1] != null);
  if (answered.length > 0)
    await tables(db)
      .insertInto('questionnaire_answers')
      .values(answered.map(([code, value]) => ({ response_id: id!, code, value: JSON.stringify(value) })))
      .execute();
  return id;
}

/** Response ids per read: a parameter each, well under PostgreSQL's 65,535 per statement. */
const READ_BATCH = 5000;

/** The answers of each response, by response id; a response without answers maps to {}. */
export async function readResponses(
  db: AnyDb,
  responseIds: readonly number[],
): Promise<Map<number, Record<string, Exclude<AnswerValue, null>>>> {
  const answers = new Map<number, Record<string, Exclude<AnswerValue, null>>>(responseIds.map((id) => [id, {}]));
  for (let start = 0; start < responseIds.length; start += READ_BATCH) {
    const rows = await tables(db)
      .selectFrom('questionnaire_answers')
      .select(['response_id', 'code', 'value'])
      .where('response_id', 'in', responseIds.slice(start, start + READ_BATCH))
      .execute();
    for (const row of rows) answers.get(row.response_id)![row.code] = row.value;
  }
  return answers;
}

/** Removes responses and their answers (an application resetting its records); how many there were. */
export async function deleteResponses(db: AnyDb, responseIds: readonly number[]): Promise<number> {
  if (responseIds.length === 0) return 0;
  const removed = await tables(db).deleteFrom('questionnaire_responses').where('id', 'in', responseIds).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
