import { conditionFault, definitionFaults, type Question, type QuestionnaireDefinition } from '@portal/shared-contracts/questionnaire';
import {
  INSTRUMENT_PARAMS,
  PSOS_QUESTIONNAIRE,
  PsosMessages as M,
  type InstrumentVersionFields,
  type InstrumentVersionRecord,
  type InstrumentVersionSummary,
} from '@portal/shared-contracts/psos';
import {
  addQuestionnaireVersion,
  conflict,
  HttpError,
  listQuestionnaireVersions,
  notFound,
  publishQuestionnaireVersion,
  readQuestionnaireVersion,
  replaceQuestionnaireDraft,
  retireQuestionnaireVersion,
  type Actor,
  type AnyDb,
  type QuestionnaireVersionRow,
} from '@portal/service-kit';
import type { PsosDb } from '../db';
import { recordChange } from '../history/psos-history';

const instant = (value: Date | null) => value?.toISOString() ?? null;

async function collectionsUsing(db: PsosDb): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('collections').select(['instrument_version', 'school_year']).orderBy('school_year', 'desc').execute();
  const using = new Map<number, number[]>();
  for (const row of rows)
    if (row.instrument_version !== null) using.set(row.instrument_version, [...(using.get(row.instrument_version) ?? []), row.school_year]);
  return using;
}

const summaryOf = (row: QuestionnaireVersionRow, using: Map<number, number[]>): InstrumentVersionSummary => ({
  version: row.version,
  status: row.status,
  title: row.title,
  publishedAt: instant(row.publishedAt),
  retiredAt: instant(row.retiredAt),
  collections: using.get(row.version) ?? [],
});

/** The survey manager's versions, newest first, with the collections each serves. */
export async function listInstrumentVersions(db: PsosDb): Promise<InstrumentVersionSummary[]> {
  const using = await collectionsUsing(db);
  return (await listQuestionnaireVersions(db as AnyDb, PSOS_QUESTIONNAIRE)).map((row) => summaryOf(row, using));
}

/** The questions as the wire carries them, each field in one order, so a version sent back unchanged compares equal. */
const wireQuestion = (q: Question) => ({
  code: q.code,
  block: q.block,
  text: q.text,
  type: q.type,
  options: q.options.map((o) => ({ code: o.code, label: o.label })),
  required: q.required,
  showWhen: q.showWhen,
  ...(q.type === 'number' ? { min: q.min ?? null, max: q.max ?? null } : {}),
});

export async function readInstrumentVersion(db: PsosDb, version: number): Promise<InstrumentVersionRecord> {
  const read = await readQuestionnaireVersion(db as AnyDb, PSOS_QUESTIONNAIRE, version);
  if (!read) throw notFound(M.noSuchVersion);
  const { HE, CE, OE, EMP } = read.definition.derived;
  return {
    ...summaryOf(read, await collectionsUsing(db)),
    questions: read.definition.questions.map(wireQuestion),
    mapping: { HE: HE!, CE: CE!, OE: OE!, EMP: EMP! },
  };
}

/** A version's fields as the engine keeps them, once every condition and the whole definition pass; else 400 with every fault. */
function definitionOf(fields: InstrumentVersionFields): QuestionnaireDefinition {
  const conditionFaults = [
    ...fields.questions.flatMap((q) =>
      q.showWhen === null ? [] : [conditionFault(q.showWhen)].filter((f) => f !== null).map((f) => `Question ${q.code}: ${f}`),
    ),
    ...Object.entries(fields.mapping).flatMap(([input, condition]) =>
      [conditionFault(condition)].filter((f) => f !== null).map((f) => `${input}: ${f}`),
    ),
  ];
  const definition: QuestionnaireDefinition = { questions: fields.questions, derived: fields.mapping };
  const faults = conditionFaults.length > 0 ? conditionFaults : definitionFaults(definition, INSTRUMENT_PARAMS);
  if (faults.length > 0) throw new HttpError(400, 'BAD_REQUEST', M.versionFaults, undefined, { reasons: faults });
  return definition;
}

/** A new Draft, numbered after the last version; editing a published version is saving its copy this way. */
export async function addInstrumentVersion(trx: PsosDb, actor: Actor, fields: InstrumentVersionFields): Promise<number> {
  const version = await addQuestionnaireVersion(
    trx as AnyDb,
    PSOS_QUESTIONNAIRE,
    { title: fields.title, definition: definitionOf(fields) },
    actor.userId,
  );
  await recordChange(trx, actor, {
    entityType: 'instrument',
    entityId: version,
    action: 'created',
    changes: { questions: fields.questions.map((q) => q.code) },
  });
  return version;
}

/** Changes a Draft; a published version never changes, though it may be sent back as it is. */
export async function changeInstrumentVersion(trx: PsosDb, actor: Actor, version: number, fields: InstrumentVersionFields): Promise<void> {
  const stored = await readInstrumentVersion(trx, version);
  const unchanged =
    JSON.stringify({ title: stored.title, questions: stored.questions, mapping: stored.mapping }) ===
    JSON.stringify({
      title: fields.title,
      questions: fields.questions.map(wireQuestion),
      mapping: { HE: fields.mapping.HE, CE: fields.mapping.CE, OE: fields.mapping.OE, EMP: fields.mapping.EMP },
    });
  if (unchanged) return;
  if (stored.status !== 'Draft') throw conflict(M.publishedNeverChanges);
  await replaceQuestionnaireDraft(trx as AnyDb, PSOS_QUESTIONNAIRE, version, { title: fields.title, definition: definitionOf(fields) });
  await recordChange(trx, actor, {
    entityType: 'instrument',
    entityId: version,
    action: 'changed',
    changes: { questions: fields.questions.map((q) => q.code) },
  });
}

export async function publishInstrumentVersion(trx: PsosDb, actor: Actor, version: number): Promise<void> {
  const stored = await readInstrumentVersion(trx, version);
  if (stored.status !== 'Draft') throw conflict(M.notADraft);
  await publishQuestionnaireVersion(trx as AnyDb, PSOS_QUESTIONNAIRE, version);
  await recordChange(trx, actor, {
    entityType: 'instrument',
    entityId: version,
    action: 'published',
    changes: { status: { from: 'Draft', to: 'Published' } },
  });
}

/** Retired: not offered to new collections; those using it keep it. */
export async function retireInstrumentVersion(trx: PsosDb, actor: Actor, version: number): Promise<void> {
  const stored = await readInstrumentVersion(trx, version);
  if (stored.status !== 'Published') throw conflict(M.notPublished);
  await retireQuestionnaireVersion(trx as AnyDb, PSOS_QUESTIONNAIRE, version);
  await recordChange(trx, actor, {
    entityType: 'instrument',
    entityId: version,
    action: 'retired',
    changes: { status: { from: 'Published', to: 'Retired' } },
  });
}
