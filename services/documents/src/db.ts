import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DocumentFileType, DocumentOwner, DocumentVersionStatus } from '@portal/shared-contracts/documents';
import type { AuditTables, Timestamp } from '@portal/service-kit';

export interface DocumentsTable {
  id: Generated<number>;
  owner: DocumentOwner;
  record_type: string;
  record_id: string;
  lea_id: number;
  title: string;
  created_at: Generated<Date>;
  created_by: number;
}

export interface DocumentVersionsTable {
  document_id: number;
  version: number;
  status: Generated<DocumentVersionStatus>;
  file_name: string;
  file_type: DocumentFileType;
  content_type: string;
  size_bytes: ColumnType<number, number, never>;
  sha256: string;
  storage_key: string;
  uploaded_at: Generated<Date>;
  uploaded_by: number;
  uploaded_by_name: string;
  decided_at: Timestamp | null;
  decided_by: number | null;
  decided_by_name: string | null;
  reason: string | null;
  deleted_at: Timestamp | null;
  deleted_by: number | null;
  deleted_by_name: string | null;
  delete_reason: string | null;
}

export interface DocumentsDatabase extends AuditTables {
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
}

export type DocumentsDb = Kysely<DocumentsDatabase>;
