import { PSOS_QUESTIONNAIRE, PsosMessages as M } from '@portal/shared-contracts/psos';
import { conflict, readQuestionnaireVersion, type AnyDb, type QuestionnaireVersion } from '@portal/service-kit';
import type { PsosDb } from '../db';

/** A published version's questions never change, so once read they are kept for the life of the process. */
const unchanging = new Map<number, QuestionnaireVersion>();

/** The instrument version as the engine stores it; one that does not exist is refused. Its status may be stale: see `publishedInstrument`. */
export async function instrumentVersion(db: PsosDb, version: number): Promise<QuestionnaireVersion> {
  const known = unchanging.get(version);
  if (known) return known;
  const read = await readQuestionnaireVersion(db as AnyDb, PSOS_QUESTIONNAIRE, version);
  if (!read) throw conflict(M.versionNotPublished(version));
  if (read.status !== 'Draft') unchanging.set(version, read);
  return read;
}

/** Whether the version is Published now: only such a version is given to a collection (a Retired one is offered to nothing new). */
export async function assertPublished(db: PsosDb, version: number): Promise<void> {
  const row = await db
    .selectFrom('questionnaire_versions')
    .select('status')
    .where('questionnaire', '=', PSOS_QUESTIONNAIRE)
    .where('version', '=', version)
    .executeTakeFirst();
  if (row?.status !== 'Published') throw conflict(M.versionNotPublished(version));
}
