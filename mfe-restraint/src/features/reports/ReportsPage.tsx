import { Space, Typography } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { RestraintPermissions as R } from '@portal/shared-contracts/restraint';
import { DownloadButton, useCurrentRoute, usePermissions, useShellContext } from '@portal/shared-contracts/sdk';
import { AnnualReportCard } from './AnnualReportCard';
import { ReportsTexts as T } from './reports-texts';
import { StudentReportCard } from './StudentReportCard';
import { TeacherReportCard } from './TeacherReportCard';

/** The district and school reports as files, for the chosen LEA, or the state for all-LEA users. */
function ReportFiles() {
  const permissions = usePermissions();
  const { leaId } = useShellContext();
  const params: Record<string, number> = permissions.includes(AppPermissions.AllLeas) || leaId === null ? {} : { leaId };
  return (
    <section aria-labelledby="report-files-title" style={{ marginBottom: 32 }}>
      <Typography.Title level={2} id="report-files-title">
        {T.filesTitle}
      </Typography.Title>
      <Typography.Paragraph>{T.filesIntro}</Typography.Paragraph>
      <Space wrap>
        {permissions.includes(R.DistrictReportView) ? (
          <DownloadButton path="restraint/reports/district/download" params={params} name="district-report" texts={T.districtFiles} />
        ) : null}
        {permissions.includes(R.SchoolReportView) ? (
          <DownloadButton path="restraint/reports/school/download" params={params} name="school-report" texts={T.schoolFiles} />
        ) : null}
      </Space>
    </section>
  );
}

/** The restraint reports (restraint.md, Reports and formulas), each for whoever holds its permission. */
export function ReportsPage() {
  const { route } = useCurrentRoute();
  const permissions = usePermissions();
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      {permissions.includes(R.DistrictReportView) || permissions.includes(R.SchoolReportView) ? <ReportFiles /> : null}
      {permissions.includes(R.DistrictReportView) ? <AnnualReportCard /> : null}
      {permissions.includes(R.StudentReportView) && permissions.includes(R.ViolationDetailsView) ? <StudentReportCard /> : null}
      {permissions.includes(R.TeacherReportView) && permissions.includes(R.ViolationDetailsView) ? <TeacherReportCard /> : null}
    </>
  );
}
