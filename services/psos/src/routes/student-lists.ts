import type { FastifyPluginAsync } from 'fastify';
import { PsosPermissions as P } from '@portal/shared-contracts';
import {
  PsosMessages as M,
  StudentListImportQuery,
  StudentListImportResult,
  type StudentListColumn,
  type StudentListImportQuery as StudentListImportQueryType,
} from '@portal/shared-contracts/psos';
import { actorCan, actorOf, forbidden, importRoutes, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { studentListImport } from '../import/student-list-import';
import { worksInLea } from '../youth/reader';
import { psosAccess } from './psos-access';

/**
 * The student list upload (psos.md, "Student lists"): POST api/psos/student-lists/imports with the
 * CSV in the form-data part `file` (query collectionId, leaId, preview), then GET
 * api/psos/student-lists/imports/{id}, on the kit's import engine. A district user with student
 * list view loads the list of an LEA of theirs; without leaId the file is the state's, split by
 * leaCode, which needs collection edit.
 */
export const studentListRoutes: FastifyPluginAsync<ServiceContext<PsosDb>> = async (app, ctx) => {
  await importRoutes<StudentListColumn, StudentListImportResult, StudentListImportQueryType>(app, ctx, {
    path: '/api/psos/student-lists/imports',
    ...psosAccess(P.StudentListView, P.CollectionEdit),
    tags: ['psos'],
    definition: studentListImport(ctx.config.timeZone),
    result: StudentListImportResult,
    query: { schema: StudentListImportQuery, preview: (query) => query.preview ?? false },
    options(request) {
      const actor = actorOf(request);
      const { collectionId, leaId } = request.query;
      if (leaId === undefined) {
        if (!actorCan(actor, [P.CollectionEdit])) throw forbidden(M.leaNotYours);
      } else if (!worksInLea(actor, leaId)) throw forbidden(M.leaNotYours);
      return { collectionId, leaId: leaId ?? null };
    },
  });
};
