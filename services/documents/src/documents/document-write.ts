import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  DocumentMessages,
  type DocumentDecision,
  type DocumentFileType,
  type DocumentVersionStatus,
  type NewDocumentFields,
} from '@portal/shared-contracts/documents';
import { FieldMessages } from '@portal/shared-contracts';
import { auditedBy, badRequest, conflict, forbidden, notFound, recordAudit, type Actor } from '@portal/service-kit';
import type { DocumentsDb } from '../db';
import { newStorageKey, type DocumentStorage } from '../storage';
import { assertMayActOn, findDocument, worksInLea } from './access';

/** A file that passed the checks of its kind and size. */
export interface CheckedFile {
  bytes: Buffer;
  fileName: string;
  fileType: DocumentFileType;
  contentType: string;
}

const ENTITY = 'document';

/**
 * Stores the file under a new key and adds it as version `version`, in the caller's transaction: the
 * row commits only once the file is stored, so no version ever names a file that is not there.
 */
async function addVersion(
  trx: DocumentsDb,
  storage: DocumentStorage,
  actor: Actor,
  documentId: number,
  version: number,
  file: CheckedFile,
) {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const storageKey = newStorageKey();
  await trx
    .insertInto('document_versions')
    .values({
      document_id: documentId,
      version,
      file_name: file.fileName,
      file_type: file.fileType,
      content_type: file.contentType,
      size_bytes: file.bytes.length,
      sha256,
      storage_key: storageKey,
      uploaded_by: actor.userId,
      uploaded_by_name: actor.userName,
    })
    .execute();
  await storage.put(storageKey, file.bytes, file.contentType);
  return { sha256, sizeBytes: file.bytes.length, fileType: file.fileType };
}

/** A new document on a record with its first version, Pending. */
export async function createDocument(
  db: DocumentsDb,
  storage: DocumentStorage,
  actor: Actor,
  fields: NewDocumentFields,
  file: CheckedFile,
): Promise<number> {
  assertMayActOn(actor, fields.owner, 'upload');
  if (!worksInLea(actor, fields.leaId)) throw forbidden(DocumentMessages.leaNotYours);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('documents')
      .values({
        owner: fields.owner,
        record_type: fields.recordType,
        record_id: fields.recordId,
        lea_id: fields.leaId,
        title: fields.title.trim(),
        created_by: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = await addVersion(trx, storage, actor, id, 1, file);
    await recordAudit(trx, {
      event: 'document-uploaded',
      ...auditedBy(actor),
      entityType: ENTITY,
      entityId: id,
      leaId: fields.leaId,
      details: { owner: fields.owner, recordType: fields.recordType, recordId: fields.recordId, version: 1, ...stored },
    });
    return id;
  });
}

/** A new file under an existing document: its next version, Pending. */
export async function uploadVersion(
  db: DocumentsDb,
  storage: DocumentStorage,
  actor: Actor,
  id: number,
  file: CheckedFile,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, actor, id, 'upload');
    const { last } = await trx
      .selectFrom('document_versions')
      .select(sql<number>`coalesce(max(version), 0)`.as('last'))
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    const version = Number(last) + 1;
    const stored = await addVersion(trx, storage, actor, id, version, file);
    await recordAudit(trx, {
      event: 'document-version-uploaded',
      ...auditedBy(actor),
      entityType: ENTITY,
      entityId: id,
      leaId: document.leaId,
      details: { owner: document.owner, version, ...stored },
    });
    return version;
  });
}

interface LiveVersion {
  status: DocumentVersionStatus;
}

/** The version, not deleted, of a document the actor may change (locked with its document). */
async function liveVersion(trx: DocumentsDb, id: number, version: number): Promise<LiveVersion> {
  const row = await trx
    .selectFrom('document_versions')
    .select(['status', 'deleted_at'])
    .where('document_id', '=', id)
    .where('version', '=', version)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.deleted_at !== null) throw notFound(DocumentMessages.versionNotFound);
  return row;
}

/** Approves or rejects a Pending version; a rejection needs its reason. A decided version stays as it was decided. */
export async function decideVersion(db: DocumentsDb, actor: Actor, id: number, version: number, decision: DocumentDecision): Promise<void> {
  const reason = decision.reason?.trim() || null;
  if (decision.decision === 'Rejected' && !reason)
    throw badRequest(DocumentMessages.rejectionNeedsReason, { reason: FieldMessages.required });
  await db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, actor, id, 'decide');
    const current = await liveVersion(trx, id, version);
    if (current.status === 'Approved') throw conflict(DocumentMessages.approvedIsFinal);
    if (current.status !== 'Pending') throw conflict(DocumentMessages.alreadyDecided(current.status));
    await trx
      .updateTable('document_versions')
      .set({ status: decision.decision, decided_at: sql`now()`, decided_by: actor.userId, decided_by_name: actor.userName, reason })
      .where('document_id', '=', id)
      .where('version', '=', version)
      .execute();
    await recordAudit(trx, {
      event: decision.decision === 'Approved' ? 'document-version-approved' : 'document-version-rejected',
      ...auditedBy(actor),
      entityType: ENTITY,
      entityId: id,
      leaId: document.leaId,
      details: { owner: document.owner, version },
    });
  });
}

/** Deletes a Pending or Rejected version logically: it is no longer shown, and who, when and why are kept. */
export async function deleteVersion(db: DocumentsDb, actor: Actor, id: number, version: number, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, actor, id, 'delete');
    const current = await liveVersion(trx, id, version);
    if (current.status === 'Approved') throw conflict(DocumentMessages.approvedIsFinal);
    await trx
      .updateTable('document_versions')
      .set({ deleted_at: sql`now()`, deleted_by: actor.userId, deleted_by_name: actor.userName, delete_reason: reason.trim() })
      .where('document_id', '=', id)
      .where('version', '=', version)
      .execute();
    await recordAudit(trx, {
      event: 'document-version-deleted',
      ...auditedBy(actor),
      entityType: ENTITY,
      entityId: id,
      leaId: document.leaId,
      details: { owner: document.owner, version, status: current.status },
    });
  });
}
