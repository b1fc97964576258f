import { Typography } from 'antd';
import { RestraintPermissions as R } from '@portal/shared-contracts/restraint';
import { useCurrentRoute, usePermissions } from '@portal/shared-contracts/sdk';
import { AnnualReportCard } from './AnnualReportCard';

/** The restraint reports (restraint.md, Reports and formulas), each for whoever holds its permission. */
export function ReportsPage() {
  const { route } = useCurrentRoute();
  const permissions = usePermissions();
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      {permissions.includes(R.DistrictReportView) ? <AnnualReportCard /> : null}
    </>
  );
}
