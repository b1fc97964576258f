import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Skeleton, Space, Typography } from 'antd';
import { AppPermissions, canViewRoute, TextBlockCodes } from '@portal/shared-contracts';
import { type B7Report, type B7ReportByLea } from '@portal/shared-contracts/eco';
import {
  DownloadButton,
  httpErrorMessage,
  TextBlock,
  useAppQueryKey,
  useCurrentRoute,
  usePermissions,
  useSession,
} from '@portal/shared-contracts/sdk';
import { EcoSettingsCard } from './EcoSettingsCard';
import { AprReportTexts as T } from './apr-report-texts';
import { B7Figures } from './B7Figures';
import { B7_DOWNLOAD_PATH, fetchB7ByLea } from '../../api/b7-by-lea';

interface Figures {
  /** 'state', or 'lea-' and the LEA's code, which no two LEAs share. */
  value: string;
  label: string;
  report: B7Report;
}

/** The state first, for whoever may see it, then each LEA the caller may see. */
function figuresOf(data: B7ReportByLea): Figures[] {
  const state: Figures[] = data.state ? [{ value: 'state', label: T.state, report: data.state }] : [];
  return [...state, ...data.leas.map((lea) => ({ value: `lea-${lea.leaCode}`, label: T.lea(lea.leaName, lea.leaCode), report: lea }))];
}

/**
 * Indicator B7 for the chosen year: the state's figures or one LEA's, and the whole report as CSV or
 * a spreadsheet, in full or for publishing; below, the state's ECO settings for a state administrator.
 */
export function AprReportPage() {
  const { app, route } = useCurrentRoute();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  const report = useQuery({ queryKey: useAppQueryKey('eco', 'b7'), queryFn: fetchB7ByLea });
  const [chosen, setChosen] = useState<string | undefined>();
  const choices = report.data ? figuresOf(report.data) : [];
  const shown = choices.find((choice) => choice.value === chosen) ?? choices[0];
  const held = usePermissions();
  const isStateAdmin = held.includes(AppPermissions.StateAdmin);
  // The Child List is this page's sibling; it lists the flagged children of one LEA.
  const childListPath = canViewRoute(held, app, app.routes.find((candidate) => candidate.path === 'child-list') ?? null)
    ? '../child-list'
    : null;

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <TextBlock code={TextBlockCodes.ecoAprB7Report} />
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
      {report.error ? <Alert type="error" showIcon title={httpErrorMessage(report.error)} /> : null}
      {report.isPending ? <Skeleton active /> : null}
      {report.data ? (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            <Select<string>
              aria-label={T.showFiguresFor}
              showSearch={{ optionFilterProp: 'label' }}
              options={choices.map(({ value, label }) => ({ value, label }))}
              value={shown?.value}
              onChange={setChosen}
              style={{ width: 360 }}
            />
            <DownloadButton path={B7_DOWNLOAD_PATH} params={{}} name={`b7-${report.data.schoolYear}`} texts={T.download} />
            {/* The LEAs' small cells suppressed, as the state's settings say, for publishing. */}
            <DownloadButton
              path={B7_DOWNLOAD_PATH}
              params={{ public: true }}
              name={`b7-${report.data.schoolYear}-public`}
              texts={T.downloadPublic}
            />
          </Space>
          {shown ? (
            <>
              <Typography.Title level={2}>{T.figuresFor(shown.label)}</Typography.Title>
              <B7Figures report={shown.report} childListPath={childListPath} />
            </>
          ) : (
            <Typography.Paragraph>{T.noFigures}</Typography.Paragraph>
          )}
        </>
      ) : null}
      {isStateAdmin ? <EcoSettingsCard /> : null}
    </>
  );
}
