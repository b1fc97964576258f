import type { DocumentDecision, DocumentRecord } from '@portal/shared-contracts/documents';
import { http, saveFile } from '@portal/shared-contracts/sdk';

/** What a restraint document is filed under: a plan's own document, evidence that it was carried out, or a parent's waiver of a follow-up. */
export interface NewRestraintDocument {
  recordType: 'plan' | 'plan-evidence' | 'follow-up-waiver';
  recordId: string;
  leaId: number;
  title: string;
}

/** Uploads a file as a new document of restraint's (form-data, the fields before the part `file`, as the service reads them). */
export function uploadDocument(fields: NewRestraintDocument, file: File): Promise<DocumentRecord> {
  const body = new FormData();
  body.append('owner', 'restraint');
  body.append('recordType', fields.recordType);
  body.append('recordId', fields.recordId);
  body.append('leaId', String(fields.leaId));
  body.append('title', fields.title);
  body.append('file', file);
  return http.post('documents', { body, retry: 0 }).json<DocumentRecord>();
}

export const fetchDocument = (id: number) => http.get(`documents/${id}`).json<DocumentRecord>();

/** Approves a version, or rejects it with a reason (document approval update). */
export const decideDocumentVersion = (id: number, version: number, body: DocumentDecision) =>
  http.post(`documents/${id}/versions/${version}/decision`, { json: body, retry: 0 }).json<DocumentRecord>();

/** Downloads one version's file under the name it was uploaded with. */
export async function downloadDocumentVersion(id: number, version: number, fileName: string): Promise<void> {
  const file = await http.get(`documents/${id}/versions/${version}/file`).blob();
  saveFile(file, fileName);
}
