import type { Question, QuestionnaireDefinition, VersionStatus } from '@portal/shared-contracts/questionnaire';
import { http } from '@portal/shared-contracts/sdk';

/*
 * The survey instrument's versions (psos.md, "The survey instrument"), kept by the service on the
 * kit's questionnaire storage. Requested of the psos service; the shapes below are the ones asked for.
 */

/** GET api/psos/instrument-versions (survey list view): every version, newest first. */
export interface InstrumentVersionSummary {
  version: number;
  status: VersionStatus;
  publishedAt: string | null;
  questions: number;
  /** The school years (by the year they end) of the collections that use it. */
  usedBy: number[];
}

/** A question's Spanish wording for the public survey: its text, and its options' labels by code. */
export interface QuestionWording {
  text: string;
  options: Record<string, string>;
}

/**
 * GET api/psos/instrument-versions/{version} (survey list view, and whoever interviews): the
 * questions, the answer-to-input mapping (`definition.derived`) and the Spanish wording by code.
 */
export interface InstrumentVersionRecord {
  version: number;
  status: VersionStatus;
  publishedAt: string | null;
  definition: QuestionnaireDefinition;
  spanish: Record<string, QuestionWording>;
}

/** PUT api/psos/instrument-versions/{version} (collection edit): a Draft's questions, mapping and Spanish wording. */
export interface InstrumentVersionSave {
  definition: QuestionnaireDefinition;
  spanish: Record<string, QuestionWording>;
}

const PATH = 'psos/instrument-versions';

export const fetchInstrumentVersions = () => http.get(PATH).json<InstrumentVersionSummary[]>();
export const fetchInstrumentVersion = (version: number) => http.get(`${PATH}/${version}`).json<InstrumentVersionRecord>();
/** A new Draft with the next number, a copy of `from`: a published version never changes. */
export const draftInstrumentVersion = (from: number) => http.post(PATH, { json: { from }, retry: 0 }).json<InstrumentVersionRecord>();
export const saveInstrumentVersion = (version: number, body: InstrumentVersionSave) =>
  http.put(`${PATH}/${version}`, { json: body, retry: 0 }).json<InstrumentVersionRecord>();
/** Refused (409) with what is wrong while the definition has faults (`definitionFaults`). */
export const publishInstrumentVersion = (version: number) =>
  http.post(`${PATH}/${version}/publish`, { retry: 0 }).json<InstrumentVersionRecord>();
/** A retired version is offered to no new collection. */
export const retireInstrumentVersion = (version: number) =>
  http.post(`${PATH}/${version}/retire`, { retry: 0 }).json<InstrumentVersionRecord>();

export type { Question };
