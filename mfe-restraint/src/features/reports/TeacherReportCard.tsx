import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Table, Typography, type TableColumnsType } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { STAFF_ROLES, type TeacherReport } from '@portal/shared-contracts/restraint';
import {
  DownloadButton,
  formatDay,
  httpErrorMessage,
  useAppQueryKey,
  usePaginator,
  usePermissions,
  useShellContext,
  ScrollRegion,
} from '@portal/shared-contracts/sdk';
import { fetchTeacherReport, TEACHER_REPORT_PATH } from '../../api/people-reports';
import { StaffRoleLabels } from '../../components/restraint-labels';
import { ReportsTexts as T } from './reports-texts';

type StaffLine = TeacherReport['staff'][number];

/**
 * The teacher report (restraint.md, Reports and formulas): incidents per staff member by role in
 * the chosen LEA's finalized incidents of the year (the state's for all-LEA users), with training
 * currency; as CSV or Excel too.
 */
export function TeacherReportCard() {
  const permissions = usePermissions();
  const { leaId } = useShellContext();
  const scope = permissions.includes(AppPermissions.AllLeas) || leaId === null ? null : leaId;
  const { pagination } = usePaginator();
  const report = useQuery({ queryKey: useAppQueryKey('restraint', 'teacher-report', scope), queryFn: () => fetchTeacherReport(scope) });
  const columns: TableColumnsType<StaffLine> = [
    { title: T.teacher.columns.name, dataIndex: 'name' },
    { title: T.teacher.columns.jobTitle, dataIndex: 'jobTitle', render: (value: string | null) => value ?? '' },
    { title: T.teacher.columns.incidents, dataIndex: 'incidents' },
    ...STAFF_ROLES.map((role) => ({
      title: StaffRoleLabels[role],
      key: role,
      render: (_: unknown, row: StaffLine) => row.byRole[role] ?? 0,
    })),
    {
      title: T.teacher.columns.lastTrainingDate,
      dataIndex: 'lastTrainingDate',
      render: (value: string | null) => (value ? formatDay(value) : T.teacher.noTraining),
    },
    { title: T.teacher.columns.untrained, dataIndex: 'incidentsWithoutCurrentTraining' },
  ];

  return (
    <section aria-labelledby="teacher-report-title" style={{ marginBottom: 32 }}>
      <Typography.Title level={2} id="teacher-report-title">
        {T.teacher.title}
      </Typography.Title>
      <Typography.Paragraph>{T.teacher.intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <DownloadButton
          path={TEACHER_REPORT_PATH}
          params={scope === null ? {} : { leaId: scope }}
          name="teacher-report"
          texts={T.teacher.files}
        />
      </Space>
      {report.error ? <Alert type="error" showIcon title={httpErrorMessage(report.error)} style={{ marginBottom: 16 }} /> : null}
      <ScrollRegion label={T.teacher.caption}>
        <Table<StaffLine>
          caption={T.teacher.caption}
          rowKey="staffId"
          size="small"
          columns={columns}
          dataSource={report.data?.staff}
          loading={report.isFetching}
          pagination={pagination}
        />
      </ScrollRegion>
    </section>
  );
}
