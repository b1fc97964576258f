import type { DocumentListQuery, DocumentRecord, DocumentVersion } from '@portal/shared-contracts/documents';
import { notFound, type Actor } from '@portal/service-kit';
import { DocumentMessages } from '@portal/shared-contracts/documents';
import type { DocumentsDb } from '../db';
import { documentVisibleTo } from './access';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The versions of the documents `ids` a reader is shown: newest first, deleted ones left out (they stay in the table and the audit trail). */
async function versionsOf(db: DocumentsDb, ids: readonly number[]): Promise<Map<number, DocumentVersion[]>> {
  const byDocument = new Map<number, DocumentVersion[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byDocument;
  const rows = await db
    .selectFrom('document_versions')
    .selectAll()
    .where('document_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .orderBy('document_id')
    .orderBy('version', 'desc')
    .execute();
  for (const row of rows) {
    byDocument.get(row.document_id)!.push({
      version: row.version,
      status: row.status,
      fileName: row.file_name,
      fileType: row.file_type,
      contentType: row.content_type,
      sizeBytes: Number(row.size_bytes),
      sha256: row.sha256,
      uploadedAt: row.uploaded_at.toISOString(),
      uploadedBy: row.uploaded_by,
      uploadedByName: row.uploaded_by_name,
      decidedAt: iso(row.decided_at),
      decidedBy: row.decided_by,
      decidedByName: row.decided_by_name,
      reason: row.reason,
    });
  }
  return byDocument;
}

const documentColumns = [
  'd.id',
  'd.owner',
  'd.record_type as recordType',
  'd.record_id as recordId',
  'd.lea_id as leaId',
  'd.title',
  'd.created_at as createdAt',
  'd.created_by as createdBy',
] as const;

type DocumentRow = Omit<DocumentRecord, 'versions' | 'createdAt'> & { createdAt: Date };

async function withVersions(db: DocumentsDb, rows: readonly DocumentRow[]): Promise<DocumentRecord[]> {
  const versions = await versionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), versions: versions.get(row.id)! }));
}

/** One document with its versions, when the actor may see it. */
export async function readDocument(db: DocumentsDb, actor: Actor, id: number): Promise<DocumentRecord> {
  const row = await db
    .selectFrom('documents as d')
    .select(documentColumns)
    .where('d.id', '=', id)
    .where(documentVisibleTo(actor))
    .executeTakeFirst();
  if (!row) throw notFound(DocumentMessages.notFound);
  const [document] = await withVersions(db, [row]);
  return document!;
}

/** A record's documents the actor may see, oldest first; one whose every version was deleted is no longer listed. */
export async function listDocuments(db: DocumentsDb, actor: Actor, query: DocumentListQuery): Promise<DocumentRecord[]> {
  const rows = await db
    .selectFrom('documents as d')
    .select(documentColumns)
    .where('d.owner', '=', query.owner)
    .where('d.record_type', '=', query.recordType)
    .where('d.record_id', '=', query.recordId)
    .where(documentVisibleTo(actor))
    .orderBy('d.id')
    .execute();
  return (await withVersions(db, rows)).filter((document) => document.versions.length > 0);
}
