import type { FastifyPluginAsync } from 'fastify';
import { ActiveSchoolYearHeaders, ErrorBody } from '@portal/shared-contracts';
import {
  RestraintPermissions,
  StudentReport,
  StudentReportQuery,
  TeacherReport,
  TeacherReportQuery,
} from '@portal/shared-contracts/restraint';
import { actorCan, actorOf, disclosureActorOf, forbidden, sendDownload, type Actor, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { incidentDisclosures } from '../incidents/disclosure';
import { studentReport, teacherReport, teacherReportStudents } from '../reports/people-reports';
import { reportPack } from '../reports/report-settings';
import { readRestraintSettings } from '../violations/settings';
import { reportLea } from './report-scope';
import { restraintAccess } from './restraint-access';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** restraint.md: student and teacher reports also need violation view details. */
function withDetails(actor: Actor): Actor {
  if (!actorCan(actor, [RestraintPermissions.ViolationDetailsView])) throw forbidden();
  return actor;
}

type StudentIncident = StudentReport['incidents'][number];
type StaffLine = TeacherReport['staff'][number];

/**
 * The student report (one student's year, the running count against 3 and 5, follow-ups) and the
 * teacher report (incidents per staff member by role, training currency), each also as CSV or
 * spreadsheet (format=csv|xlsx). Student-level data: never public, never cached.
 */
export const peopleReportRoutes: FastifyPluginAsync<ServiceContext<RestraintDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: StudentReportQuery; Reply: StudentReport }>(
    '/api/restraint/reports/student',
    {
      config: restraintAccess(RestraintPermissions.StudentReportView),
      schema: {
        tags: ['restraint'],
        description:
          "A student's Finalized incidents the caller may see in the header's school year, the running count of reports against 3 and 5, violations and follow-ups; with format, as a file. Needs violation view details too.",
        headers: ActiveSchoolYearHeaders,
        querystring: StudentReportQuery,
        response: { 200: StudentReport, ...errors },
      },
    },
    async (request, reply) => {
      const actor = withDetails(actorOf(request));
      const { activeschoolyear } = request.headers;
      const { stateStudentId, format } = request.query;
      const report = await studentReport(db, actor, activeschoolyear, stateStudentId, await reportPack(db));
      const leaIds = new Set(report.incidents.map((incident) => incident.leaId));
      // Read on the screen or carried off in a file, the student's records are disclosed either way.
      if (report.incidents.length > 0)
        await incidentDisclosures.record(db, disclosureActorOf(request, actor), {
          kind: format ? 'export' : 'record',
          students: [{ stateStudentId }],
          leaId: leaIds.size === 1 ? [...leaIds][0]! : null,
          filter: { report: 'student', schoolYear: activeschoolyear },
        });
      if (!format) return report;
      return sendDownload<StudentIncident>(reply, {
        format,
        name: `restraint-student-report-${report.schoolYear}-${report.stateStudentId}`,
        columns: [
          { key: 'number', header: 'Incident', value: (row) => row.number },
          { key: 'incidentDate', header: 'Incident date', kind: 'day', value: (row) => row.incidentDate },
          { key: 'schoolId', header: 'School id', kind: 'number', value: (row) => row.schoolId },
          {
            key: 'interventions',
            header: 'Interventions',
            value: (row) =>
              Object.entries(row.interventions)
                .map(([type, n]) => `${type} ${n}`)
                .join(', '),
          },
          { key: 'reportNumber', header: 'Report number', kind: 'number', value: (row) => row.reportNumber },
          {
            key: 'violations',
            header: 'Violations',
            value: (row) => row.violations.map((v) => `${v.number} ${v.ruleCode} ${v.status}`).join('; '),
          },
        ],
        rows: report.incidents,
      });
    },
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: TeacherReportQuery; Reply: TeacherReport }>(
    '/api/restraint/reports/teacher',
    {
      config: restraintAccess(RestraintPermissions.TeacherReportView),
      schema: {
        tags: ['restraint'],
        description:
          "Incidents per staff member by role in the LEA's (the state's without leaId, for App.data.allleas) Finalized incidents of the header's school year, with training currency; with format, as a file. Needs violation view details too.",
        headers: ActiveSchoolYearHeaders,
        querystring: TeacherReportQuery,
        response: { 200: TeacherReport, ...errors },
      },
    },
    async (request, reply) => {
      const actor = withDetails(actorOf(request));
      const { query } = request;
      const leaId = await reportLea(db, request, query.leaId);
      const settings = await readRestraintSettings(db);
      const schoolYear = request.headers.activeschoolyear;
      const report = await teacherReport(db, actor, schoolYear, leaId, settings.trainingCurrentMonths);
      if (!query.format) return report;
      // The file leaves the portal: it names the staff of these students' incidents.
      await incidentDisclosures.record(db, disclosureActorOf(request, actor), {
        kind: 'export',
        students: await teacherReportStudents(db, actor, schoolYear, leaId),
        leaId,
        filter: { report: 'teacher', schoolYear, leaId },
      });
      return sendDownload<StaffLine>(reply, {
        format: query.format,
        name: `restraint-teacher-report-${report.schoolYear}-${report.leaId ?? 'state'}`,
        columns: [
          { key: 'staffId', header: 'Staff id', value: (row) => row.staffId },
          { key: 'name', header: 'Name', value: (row) => row.name },
          { key: 'jobTitle', header: 'Job title', value: (row) => row.jobTitle },
          { key: 'incidents', header: 'Incidents', kind: 'number', value: (row) => row.incidents },
          ...(['APPLIED', 'OBSERVED', 'MONITORED', 'APPROVED_CONTINUATION'] as const).map((role) => ({
            key: role,
            header: `Incidents ${role.toLowerCase().replace('_', ' ')}`,
            kind: 'number' as const,
            value: (row: StaffLine) => row.byRole[role] ?? 0,
          })),
          { key: 'lastTrainingDate', header: 'Last training', kind: 'day', value: (row) => row.lastTrainingDate },
          {
            key: 'untrained',
            header: 'Incidents without current training',
            kind: 'number',
            value: (row) => row.incidentsWithoutCurrentTraining,
          },
        ],
        rows: report.staff,
      });
    },
  );
};
