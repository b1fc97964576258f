import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../errors';
import { detectFileType, FILE_KIND_NAMES } from './file-kind';

/** The form-data part an upload's file travels in. */
export const UPLOAD_FILE_PART = 'file';

/** Room for a form's boundaries and part headers beside the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const UploadMessages = {
  noFile: `Choose a file to upload: the form must send it in a part named "${UPLOAD_FILE_PART}".`,
  notCsv: (kind: string) => `The file is ${kind}, not a CSV file. Save it as CSV (comma-separated values, UTF-8) and choose it again.`,
} as const;

export interface UploadLimit {
  maxBytes: number;
  /** What to say of a larger file. */
  tooLarge: string;
}

/**
 * Lets a route plugin's routes take a file as `multipart/form-data` (the browser's way, spec 7)
 * or as the raw body (text/csv, for scripts). Both are read as bytes, so the content check sees
 * what was sent.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12 } });
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

const tooLarge = (limit: UploadLimit) => new HttpError(413, 'TOO_LARGE', limit.tooLarge);

/**
 * A route's body limit for an upload: a body whose declared length is over it is refused before
 * it is read, and the connection closes rather than take in the rest only to throw it away.
 */
export function uploadLimit(limit: UploadLimit) {
  return {
    bodyLimit: limit.maxBytes,
    async preParsing(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const allowed = request.isMultipart() ? limit.maxBytes + MULTIPART_OVERHEAD_BYTES : limit.maxBytes;
      if (Number(request.headers['content-length'] ?? 0) <= allowed) return;
      void reply.header('connection', 'close');
      throw tooLarge(limit);
    },
  };
}

async function filePart(request: FastifyRequest, reply: FastifyReply, limit: UploadLimit): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: limit.maxBytes } });
  if (!part || part.fieldname !== UPLOAD_FILE_PART) throw badRequest(UploadMessages.noFile);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    // The stream stopped at the limit; the rest of the body is not read.
    void reply.header('connection', 'close');
    throw tooLarge(limit);
  }
}

/**
 * The uploaded CSV file's text, from a form-data part named `file` (read as a stream against the
 * limit) or a text/csv body. Its kind is judged by its bytes: a PDF, a workbook or an image renamed
 * .csv is refused (415) with what it is, whatever its name or declared type.
 */
export async function readCsvUpload(request: FastifyRequest, reply: FastifyReply, limit: UploadLimit): Promise<string> {
  const bytes = request.isMultipart() ? await filePart(request, reply, limit) : (request.body as Buffer | undefined);
  if (!bytes) throw badRequest(UploadMessages.noFile);
  // An empty file is the CSV reader's to refuse, in the import's own words.
  if (!bytes.length) return '';
  const kind = await detectFileType(bytes);
  if (kind !== 'text') throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', UploadMessages.notCsv(FILE_KIND_NAMES[kind]));
  return bytes.toString('utf8');
}
