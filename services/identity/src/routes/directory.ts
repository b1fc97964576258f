import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import {
  ApplicationList,
  ErrorBody,
  IdParams,
  LeaList,
  SchoolYear,
  SchoolYearList,
  allowedApplications,
  applications,
} from '@portal/shared-contracts';
import { LeaSchool } from '@portal/shared-contracts/admin';
import { forbidden, notFound, signedInAccess, type ServiceContext } from '@portal/service-kit';
import { directoryTables } from '../leas/directory-tables';
import { schoolsOfLea } from '../leas/lea-schools';

const leaColumns = [
  'id',
  'name',
  'lea_code as leaCode',
  'is_included_in_charter_group as isIncludedInCharterGroup',
  'is_nde_level_district as isNdeLevelDistrict',
] as const;

export const directoryRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  /**
   * The LEAs the caller may choose (spec 6): everyone, the state-level district
   * included, for App.data.allleas; otherwise the caller's own, without it.
   */
  app.get('/api/leas/users', { config: signedInAccess, schema: { tags: ['leas'], response: { 200: LeaList } } }, async (request) => {
    const principal = request.principal!;
    let query = db
      .selectFrom('leas')
      .select(leaColumns)
      .orderBy('is_nde_level_district', 'desc')
      .orderBy('is_included_in_charter_group')
      .orderBy('name');
    if (!principal.allLeas) {
      if (principal.leaIds.length === 0) return [];
      query = query.where('id', 'in', principal.leaIds).where('is_nde_level_district', '=', false);
    }
    return query.execute();
  });

  /** The schools of an LEA for the pickers of the applications' forms: any user of that LEA, or of every LEA. */
  app.get<{ Params: IdParams }>(
    '/api/leas/school-lookups/:id',
    {
      config: signedInAccess,
      schema: {
        tags: ['leas'],
        params: IdParams,
        response: { 200: Type.Array(LeaSchool), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const principal = request.principal!;
      if (!principal.allLeas && !principal.leaIds.includes(request.params.id)) throw forbidden();
      return schoolsOfLea(directoryTables(db), request.params.id);
    },
  );

  /**
   * Newest first, so the default year (spec 4: "else the first") is the latest. Public: the
   * shell fetches the years before any other call when none is stored (spec 7), the sign-in
   * pages' calls included, and the years of the calendar are no secret.
   */
  app.get(
    '/api/leas/school-years',
    { config: { access: { public: true } }, schema: { tags: ['leas'], response: { 200: SchoolYearList } } },
    async () => db.selectFrom('school_years').select(['key', 'label']).orderBy('key', 'desc').execute(),
  );

  app.get('/api/leas/current-year', { config: signedInAccess, schema: { tags: ['leas'], response: { 200: SchoolYear } } }, async () => {
    const year = await db.selectFrom('school_years').select(['key', 'label']).where('is_current', '=', true).executeTakeFirst();
    if (!year) throw notFound('No current school year is set');
    return year;
  });

  app.get(
    '/api/applications',
    { config: signedInAccess, schema: { tags: ['applications'], response: { 200: ApplicationList } } },
    async () => applications.map((a) => ({ name: a.title })),
  );

  app.get(
    '/api/applications/allowed',
    { config: signedInAccess, schema: { tags: ['applications'], response: { 200: ApplicationList }, querystring: Type.Object({}) } },
    async (request) => allowedApplications(request.principal!.permissions).map((a) => ({ name: a.title })),
  );
};
