import { DOCUMENT_FILE_TYPES, DocumentMessages, type DocumentFileType } from '@portal/shared-contracts/documents';
import {
  FILE_KIND_CONTENT_TYPES,
  FILE_KIND_NAMES,
  HttpError,
  badRequest,
  detectFileType,
  fileKindNamed,
  type FormUpload,
} from '@portal/service-kit';
import type { CheckedFile } from './document-write';

const isDocumentType = (kind: string): kind is DocumentFileType => (DOCUMENT_FILE_TYPES as readonly string[]).includes(kind);

const unsupported = (message: string) => new HttpError(415, 'UNSUPPORTED_FILE_TYPE', message);

/** The name a browser sent, without any folder it put before it (C:\fakepath\) or control characters; kept only to show. */
function displayName(sent: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
}

/**
 * Judges an uploaded file by its content: a PDF, Word document, Excel workbook, JPEG or PNG image
 * (a DOCX or XLSX by the main part its [Content_Types].xml names), whose name's extension says the
 * same, so that no one downloads a file that is not what its name claims.
 */
export async function checkDocumentFile(upload: Pick<FormUpload, 'bytes' | 'fileName'>): Promise<CheckedFile> {
  if (upload.bytes.length === 0) throw badRequest(DocumentMessages.emptyFile);
  const kind = await detectFileType(upload.bytes);
  if (!isDocumentType(kind)) throw unsupported(DocumentMessages.wrongType(kind === 'other' ? null : FILE_KIND_NAMES[kind]));
  const fileName = displayName(upload.fileName);
  if (fileKindNamed(fileName) !== kind) throw unsupported(DocumentMessages.nameMismatch(fileName, FILE_KIND_NAMES[kind], kind));
  return { bytes: upload.bytes, fileName, fileType: kind, contentType: FILE_KIND_CONTENT_TYPES[kind]! };
}
