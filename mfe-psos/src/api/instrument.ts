import type { InstrumentVersionFields, InstrumentVersionRecord, InstrumentVersionSummary } from '@portal/shared-contracts/psos';
import type { QuestionnaireDefinition } from '@portal/shared-contracts/questionnaire';
import { http } from '@portal/shared-contracts/sdk';

/** The survey instrument's versions (psos.md, "The survey instrument") on the questionnaire engine. */
const PATH = 'psos/instrument-versions';

export const fetchInstrumentVersions = () => http.get(PATH).json<InstrumentVersionSummary[]>();
export const fetchInstrumentVersion = (version: number) => http.get(`${PATH}/${version}`).json<InstrumentVersionRecord>();
/** A new Draft numbered after the last: a published version never changes, so editing starts from a copy. */
export const addInstrumentVersion = (fields: InstrumentVersionFields) =>
  http.post(PATH, { json: fields, retry: 0 }).json<InstrumentVersionRecord>();
/** A Draft's title, questions and mapping; refused with every fault while the definition has any. */
export const saveInstrumentVersion = (version: number, fields: InstrumentVersionFields) =>
  http.put(`${PATH}/${version}`, { json: fields, retry: 0 }).json<InstrumentVersionRecord>();
export const publishInstrumentVersion = (version: number) =>
  http.post(`${PATH}/${version}/publish`, { retry: 0 }).json<InstrumentVersionRecord>();
/** A retired version is offered to no new collection. */
export const retireInstrumentVersion = (version: number) =>
  http.post(`${PATH}/${version}/retire`, { retry: 0 }).json<InstrumentVersionRecord>();

/** A version as the questionnaire engine reads it: its questions, and its mapping as the values it derives. */
export const definitionOf = (record: Pick<InstrumentVersionRecord, 'questions' | 'mapping'>): QuestionnaireDefinition => ({
  questions: record.questions,
  derived: record.mapping,
});

/** What a version's form sends: its fields, taken from its record. */
export const fieldsOf = ({ title, questions, mapping }: InstrumentVersionRecord): InstrumentVersionFields => ({
  title,
  questions,
  mapping,
});
