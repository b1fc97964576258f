import { Typography } from 'antd';
import { FiguresCard } from '@portal/shared-contracts/sdk';
import { appDefinition, breadcrumbOf, OVERVIEW_PATH } from '../../../app-definition';
import { useOverview } from '../api/get-overview';

/** The app's first page: the figures its service reports for the chosen LEA and school year. */
export function OverviewPage() {
  const { data, error, isLoading } = useOverview();
  return (
    <>
      <Typography.Title level={1}>{breadcrumbOf(OVERVIEW_PATH)}</Typography.Title>
      <FiguresCard title={appDefinition.title} data={data} error={error} isLoading={isLoading} />
    </>
  );
}
