import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, IdParams } from '@portal/shared-contracts';
import {
  anyOwnerMay,
  DocumentDecision,
  DocumentList,
  DocumentListQuery,
  DocumentMessages,
  DocumentRecord,
  DocumentVersionParams,
  NewDocumentFields,
  NewVersionFields,
  VersionDeletion,
  type DocumentAction,
} from '@portal/shared-contracts/documents';
import {
  acceptUploads,
  actorOf,
  attachment,
  auditedBy,
  formFields,
  HttpError,
  notFound,
  readFormUpload,
  recordAudit,
  uploadLimit,
  type RouteAccess,
  type ServiceContext,
} from '@portal/service-kit';
import type { DocumentsDb } from '../db';
import { assertMayActOn, findDocument } from '../documents/access';
import { listDocuments, readDocument } from '../documents/document-read';
import { createDocument, decideVersion, deleteVersion, uploadVersion } from '../documents/document-write';
import { checkDocumentFile } from '../documents/file-check';
import { readDocumentSettings } from '../settings';
import { documentStorage } from '../storage';

/** Any owner's key for the action lets a caller in; which owner's is asked once the document or its fields are known. */
const access = (action: DocumentAction): { access: RouteAccess } => ({ access: { permissions: anyOwnerMay(action) } });

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const uploadRefusals = { ...refusals, 413: ErrorBody, 415: ErrorBody };
const tags = ['documents'];

/**
 * Documents on the records of restraint, dispute and monitoring: upload (multipart/form-data, the
 * file in the part `file`), new versions, approval, logical delete, and the file itself.
 */
export const documentRoutes: FastifyPluginAsync<ServiceContext<DocumentsDb>> = async (app, ctx) => {
  const { db } = ctx;
  const settings = readDocumentSettings();
  const storage = documentStorage(settings.storage);
  const limit = { maxBytes: settings.maxBytes, tooLarge: DocumentMessages.tooLarge(settings.maxBytes) };
  await acceptUploads(app);

  app.post(
    '/api/documents',
    {
      config: access('upload'),
      ...uploadLimit(limit),
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: DocumentRecord, ...uploadRefusals } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await readFormUpload(request, reply, limit);
      const fields = formFields(NewDocumentFields, upload.fields);
      const file = await checkDocumentFile(upload);
      const id = await createDocument(db, storage, actor, fields, file);
      return reply.status(201).send(await readDocument(db, actor, id));
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/documents/:id/versions',
    {
      config: access('upload'),
      ...uploadLimit(limit),
      schema: { tags, consumes: ['multipart/form-data'], params: IdParams, response: { 201: DocumentRecord, ...uploadRefusals } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // Refused before the file is read when the caller may not add to this document.
      await findDocument(db, actor, request.params.id, 'upload');
      const upload = await readFormUpload(request, reply, limit);
      formFields(NewVersionFields, upload.fields);
      const file = await checkDocumentFile(upload);
      await uploadVersion(db, storage, actor, request.params.id, file);
      return reply.status(201).send(await readDocument(db, actor, request.params.id));
    },
  );

  app.get<{ Querystring: DocumentListQuery }>(
    '/api/documents',
    { config: access('view'), schema: { tags, querystring: DocumentListQuery, response: { 200: DocumentList, ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      assertMayActOn(actor, request.query.owner, 'view');
      return { items: await listDocuments(db, actor, request.query) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/documents/:id',
    { config: access('view'), schema: { tags, params: IdParams, response: { 200: DocumentRecord, ...refusals } } },
    async (request) => readDocument(db, actorOf(request), request.params.id),
  );

  app.get<{ Params: DocumentVersionParams }>(
    '/api/documents/:id/versions/:n/file',
    { config: access('view'), schema: { tags, params: DocumentVersionParams, response: { ...refusals, 500: ErrorBody } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const document = await findDocument(db, actor, request.params.id);
      const version = await db
        .selectFrom('document_versions')
        .select(['file_name', 'content_type', 'size_bytes', 'storage_key'])
        .where('document_id', '=', document.id)
        .where('version', '=', request.params.n)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!version) throw notFound(DocumentMessages.versionNotFound);
      if (!(await storage.exists(version.storage_key))) {
        request.log.error({ documentId: document.id, version: request.params.n }, 'stored document file missing');
        throw new HttpError(500, 'FILE_MISSING', DocumentMessages.fileMissing);
      }
      const body = await storage.get(version.storage_key);
      // A document may name a student: who read which file is kept.
      await recordAudit(db, {
        event: 'document-version-downloaded',
        ...auditedBy(actor),
        entityType: 'document',
        entityId: document.id,
        leaId: document.leaId,
        details: { owner: document.owner, version: request.params.n },
      });
      return reply
        .header('content-type', version.content_type)
        .header('content-length', String(version.size_bytes))
        .header('content-disposition', attachment(version.file_name))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post<{ Params: DocumentVersionParams; Body: DocumentDecision }>(
    '/api/documents/:id/versions/:n/decision',
    {
      config: access('decide'),
      schema: { tags, params: DocumentVersionParams, body: DocumentDecision, response: { 200: DocumentRecord, ...refusals } },
    },
    async (request) => {
      const actor = actorOf(request);
      await decideVersion(db, actor, request.params.id, request.params.n, request.body);
      return readDocument(db, actor, request.params.id);
    },
  );

  app.delete<{ Params: DocumentVersionParams; Body: VersionDeletion }>(
    '/api/documents/:id/versions/:n',
    {
      config: access('delete'),
      schema: { tags, params: DocumentVersionParams, body: VersionDeletion, response: { 200: DocumentRecord, ...refusals } },
    },
    async (request) => {
      const actor = actorOf(request);
      await deleteVersion(db, actor, request.params.id, request.params.n, request.body.reason);
      return readDocument(db, actor, request.params.id);
    },
  );
};
