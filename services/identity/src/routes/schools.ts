import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, IdParams, isDownloadFormat } from '@portal/shared-contracts';
import {
  School,
  SchoolCreate,
  SchoolImportQuery,
  SchoolImportReport,
  schoolListColumns,
  SchoolListQuery,
  SchoolMessages,
  SchoolPage,
  SchoolUpdate,
} from '@portal/shared-contracts/admin';
import { HttpError, fetchPage, importRoutes, listRows, notFound, sendDownload, type ServiceContext } from '@portal/service-kit';
import { fieldChanges } from '../audit/field-changes';
import { recordAuditEvent } from '../audit/audit-events';
import { directoryTables, type DirectoryDb } from '../leas/directory-tables';
import { otherServicesRecords } from '../leas/directory-references';
import { schoolImport } from '../schools/school-import-job';
import { schoolListQuery, schoolListSpec } from '../schools/school-list';
import { auditedSchool, insertSchool, lockSchool, readSchool, updateSchool } from '../schools/school-repository';
import { validSchool } from '../schools/school-values';

// Every call of Manage Schools needs the page's own key (spec 6).
const manageSchools = { access: { permissions: [AppPermissions.SchoolsManage] } };
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

async function existingSchool(db: DirectoryDb, id: number): Promise<School> {
  const school = await readSchool(db, id);
  if (!school) throw notFound(SchoolMessages.notFound);
  return school;
}

/** Manage Schools' calls (spec 7), the import from the third-party schools interface among them; each change is audited. */
export const schoolRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db = directoryTables(ctx.db);

  app.get<{ Querystring: SchoolListQuery }>(
    '/api/schools',
    { config: manageSchools, schema: { tags: ['schools'], querystring: SchoolListQuery, response: { 200: SchoolPage, ...refusals } } },
    async (request, reply) => {
      const query = schoolListQuery(db, request.query);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'schools',
          columns: schoolListColumns,
          rows: listRows(ctx.db, query, request.query, schoolListSpec),
        });
      return fetchPage(query, request.query, schoolListSpec);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/schools/:id',
    { config: manageSchools, schema: { tags: ['schools'], params: IdParams, response: { 200: School, ...refusals } } },
    async (request) => existingSchool(db, request.params.id),
  );

  app.post<{ Body: SchoolCreate }>(
    '/api/schools',
    { config: manageSchools, schema: { tags: ['schools'], body: SchoolCreate, response: { 201: School, ...refusals } } },
    async (request, reply) => {
      const values = validSchool(request.body);
      const created = await db.transaction().execute(async (trx) => {
        const id = await insertSchool(trx, values);
        const school = (await readSchool(trx, id))!;
        await recordAuditEvent(trx, {
          event: 'school-created',
          actorUserId: request.principal!.userId,
          ip: request.ip,
          entityType: 'school',
          entityId: id,
          leaId: school.leaId,
          details: auditedSchool(school),
        });
        return school;
      });
      request.log.info({ event: 'school-created', schoolId: created.id }, 'school created');
      return reply.status(201).send(created);
    },
  );

  app.put<{ Body: SchoolUpdate }>(
    '/api/schools',
    {
      config: { ...manageSchools, readFrom: '/api/schools/:id' },
      schema: { tags: ['schools'], body: SchoolUpdate, response: { 200: School, ...refusals } },
    },
    async (request) => {
      const { id } = request.body;
      const values = validSchool(request.body);
      const updated = await db.transaction().execute(async (trx) => {
        if (!(await lockSchool(trx, id))) throw notFound(SchoolMessages.notFound);
        const before = (await readSchool(trx, id))!;
        await updateSchool(trx, id, values);
        const after = (await readSchool(trx, id))!;
        const details = { externalSchoolId: after.externalSchoolId, ...fieldChanges(auditedSchool(before), auditedSchool(after)) };
        await recordAuditEvent(trx, {
          event: 'school-updated',
          actorUserId: request.principal!.userId,
          ip: request.ip,
          entityType: 'school',
          entityId: id,
          leaId: after.leaId,
          details,
        });
        return after;
      });
      request.log.info({ event: 'school-updated', schoolId: id }, 'school updated');
      return updated;
    },
  );

  /** Refused, with what still needs the school, while another service's records name it. */
  app.delete<{ Params: IdParams }>(
    '/api/schools/:id',
    { config: manageSchools, schema: { tags: ['schools'], params: IdParams, response: { 204: Type.Null(), ...refusals } } },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        if (!(await lockSchool(trx, id))) throw notFound(SchoolMessages.notFound);
        const school = (await readSchool(trx, id))!;
        const uses = await otherServicesRecords(trx, 'school_id', id);
        if (uses.length) throw new HttpError(409, 'CONFLICT', SchoolMessages.inUse(school.name), undefined, { reasons: uses });
        await trx.deleteFrom('schools').where('id', '=', id).execute();
        await recordAuditEvent(trx, {
          event: 'school-deleted',
          actorUserId: request.principal!.userId,
          ip: request.ip,
          entityType: 'school',
          entityId: id,
          leaId: school.leaId,
          details: auditedSchool(school),
        });
      });
      request.log.info({ event: 'school-deleted', schoolId: id }, 'school deleted');
      return reply.status(204).send();
    },
  );

  /**
   * The import from the third-party schools interface, on the kit's engine: form-data with the file
   * in the part `file` (or a text/csv body), 202, then GET api/schools/import/{id}. It is upserted by
   * external school id in one transaction, so the same file twice changes nothing the second time;
   * with preview=true (or dryRun=true, its first name) the report says what it would do and nothing is saved.
   */
  await importRoutes(app, ctx, {
    path: '/api/schools/import',
    access: manageSchools.access,
    tags: ['schools'],
    definition: schoolImport,
    result: SchoolImportReport,
    query: { schema: SchoolImportQuery, preview: (query: SchoolImportQuery) => query.preview ?? query.dryRun ?? false },
  });
};
