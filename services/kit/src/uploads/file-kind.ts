import { fileTypeFromBuffer } from 'file-type';

/**
 * What a file is by its content. The kinds an upload of the portal takes (imports now, documents
 * later) have names; anything else binary is 'other'. `text` is UTF-8 without NUL bytes, which a CSV file is.
 */
export type FileKind = 'text' | 'pdf' | 'docx' | 'xlsx' | 'zip' | 'jpg' | 'png' | 'other';

/** The kind's name as a sentence to a person says it. */
export const FILE_KIND_NAMES: Record<FileKind, string> = {
  text: 'a text file',
  pdf: 'a PDF document',
  docx: 'a Word document',
  xlsx: 'an Excel workbook',
  zip: 'a ZIP archive',
  jpg: 'a JPEG image',
  png: 'a PNG image',
  other: 'not a text file',
};

const KIND_BY_EXTENSION: Partial<Record<string, FileKind>> = { pdf: 'pdf', docx: 'docx', xlsx: 'xlsx', zip: 'zip', jpg: 'jpg', png: 'png' };

/** The media type a file of each binary kind is served with. */
export const FILE_KIND_CONTENT_TYPES: Partial<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The kind a file's name claims by its extension (.jpeg is a JPEG too), or null for a name without
 * one or with another: to hold the name against the content, never to judge the file by.
 */
export function fileKindNamed(fileName: string): FileKind | null {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === undefined) return null;
  if (extension === 'jpeg') return 'jpg';
  return KIND_BY_EXTENSION[extension] ?? null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Tells a file's kind from its bytes (magic numbers through file-type, then a UTF-8 check), never
 * from its name or the content type its sender declared: a PDF renamed .csv is still a PDF.
 */
export async function detectFileType(bytes: Uint8Array): Promise<FileKind> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return KIND_BY_EXTENSION[found.ext] ?? 'other';
  return isText(bytes) ? 'text' : 'other';
}
