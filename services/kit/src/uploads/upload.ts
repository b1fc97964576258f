import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
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
      // The header, not request.isMultipart(): that is only known once the body parser ran, after this hook.
      const multipartBody = /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
      const allowed = multipartBody ? limit.maxBytes + MULTIPART_OVERHEAD_BYTES : limit.maxBytes;
      if (Number(request.headers['content-length'] ?? 0) <= allowed) return;
      void reply.header('connection', 'close');
      throw tooLarge(limit);
    },
  };
}

/** A file part's bytes, read as a stream that stops at the limit: a larger file is refused (413) without reading the rest. */
async function bytesWithin(part: MultipartFile, reply: FastifyReply, limit: UploadLimit): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    // The stream stopped at the limit; the rest of the body is not read.
    void reply.header('connection', 'close');
    throw tooLarge(limit);
  }
}

async function filePart(request: FastifyRequest, reply: FastifyReply, limit: UploadLimit): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: limit.maxBytes } });
  if (!part || part.fieldname !== UPLOAD_FILE_PART) throw badRequest(UploadMessages.noFile);
  return bytesWithin(part, reply, limit);
}

/** A form's file with the text fields sent beside it. */
export interface FormUpload {
  bytes: Buffer;
  /** The name its sender gave the file: to show and to name a download, never to build a path or judge its kind by. */
  fileName: string;
  /** The text fields, by name, in whatever order they came (before or after the file). */
  fields: Record<string, string>;
}

/**
 * A `multipart/form-data` upload of one file in the part `file` (read as a stream against the
 * limit) and text fields beside it, for uploads that describe their file (a document's title and record).
 */
export async function readFormUpload(request: FastifyRequest, reply: FastifyReply, limit: UploadLimit): Promise<FormUpload> {
  if (!request.isMultipart()) throw badRequest(UploadMessages.noFile);
  const fields: Record<string, string> = {};
  let file: Pick<FormUpload, 'bytes' | 'fileName'> | null = null;
  for await (const part of request.parts({ limits: { fileSize: limit.maxBytes } })) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else if (part.fieldname === UPLOAD_FILE_PART) file = { bytes: await bytesWithin(part, reply, limit), fileName: part.filename };
    // A file in another part is not read, but its bytes must pass for the next part to come.
    else part.file.resume();
  }
  if (!file) throw badRequest(UploadMessages.noFile);
  return { ...file, fields };
}

const compiledForms = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/**
 * A form upload's text fields as `schema` describes them (numbers and booleans converted from their
 * text), or the refusal a JSON body breaking the schema gets: the same field messages, nothing changed.
 */
export function formFields<S extends TSchema>(schema: S, fields: Record<string, string>): Static<S> {
  let check = compiledForms.get(schema);
  if (!check) {
    check = Compile(schema);
    compiledForms.set(schema, check);
  }
  const value = Value.Convert(schema, { ...fields });
  if (check.Check(value)) return value as Static<S>;
  throw Object.assign(new Error('form fields are not valid'), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: check.Errors(value),
    validationContext: 'body',
  });
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
