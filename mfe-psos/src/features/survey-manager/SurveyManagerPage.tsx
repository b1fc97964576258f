import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PsosPermissions, type InstrumentVersionSummary } from '@portal/shared-contracts/psos';
import {
  formatDateTime,
  httpErrorMessage,
  tableDefaults,
  useConfirm,
  useCurrentRoute,
  usePermissions,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import {
  addInstrumentVersion,
  fetchInstrumentVersion,
  fetchInstrumentVersions,
  fieldsOf,
  publishInstrumentVersion,
  retireInstrumentVersion,
} from '../../api/instrument';
import { psosKeys } from '../../api/keys';
import { SurveyManagerTexts as T } from './survey-manager-texts';
import { VersionDetail } from './VersionDetail';

const statusColour = { Draft: 'gold', Published: 'green', Retired: 'default' } as const;
const yearLabel = (schoolYear: number) => `${schoolYear - 1}-${schoolYear}`;

/**
 * The Survey Manager (psos.md, "The survey instrument"; survey list view): the instrument's versions,
 * Draft, Published or Retired. Collection edit drafts a new version from any other, edits a Draft's
 * questions and mapping, publishes it (the service refuses a version with faults)
 * and retires a published one. The version open sits in the address.
 */
export function SurveyManagerPage() {
  const { route } = useCurrentRoute();
  const canEdit = usePermissions().includes(PsosPermissions.CollectionEdit);
  const versions = useQuery({ queryKey: psosKeys.instrumentVersions, queryFn: fetchInstrumentVersions });
  const [params, setParams] = useSearchParams();
  const runTask = useRefreshingTask(psosKeys.instrumentVersions);
  const confirm = useConfirm();
  const chosen = Number(params.get('version')) || versions.data?.[0]?.version;
  const openVersion = (version: number) => setParams({ version: String(version) }, { replace: true });

  const draft = async (from: number) => {
    const outcome = await runTask(async () => addInstrumentVersion(fieldsOf(await fetchInstrumentVersion(from))), {});
    if (outcome.ok) openVersion(outcome.value.version);
  };
  const move = async (html: string, task: () => Promise<unknown>, success: string) => {
    if (await confirm({ html })) await runTask(task, { success });
  };
  const C = T.columns;
  const columns: TableColumnsType<InstrumentVersionSummary> = [
    { key: 'version', dataIndex: 'version', title: C.version },
    { key: 'title', dataIndex: 'title', title: C.title },
    {
      key: 'status',
      dataIndex: 'status',
      title: C.status,
      render: (status: InstrumentVersionSummary['status']) => <Tag color={statusColour[status]}>{status}</Tag>,
    },
    {
      key: 'publishedAt',
      dataIndex: 'publishedAt',
      title: C.publishedAt,
      render: (at: string | null) => (at ? formatDateTime(at) : T.none),
    },
    { key: 'retiredAt', dataIndex: 'retiredAt', title: C.retiredAt, render: (at: string | null) => (at ? formatDateTime(at) : T.none) },
    {
      key: 'collections',
      dataIndex: 'collections',
      title: C.usedBy,
      render: (years: number[]) => years.map(yearLabel).join(', ') || T.none,
    },
    {
      key: 'actions',
      title: C.actions,
      render: (_, v) => (
        <Space wrap>
          <Button size="small" aria-label={T.openLabel(v.version)} disabled={v.version === chosen} onClick={() => openVersion(v.version)}>
            {T.open}
          </Button>
          {canEdit ? (
            <Button size="small" aria-label={T.newVersionLabel(v.version)} onClick={() => void draft(v.version)}>
              {T.newVersion}
            </Button>
          ) : null}
          {canEdit && v.status === 'Draft' ? (
            <Button
              size="small"
              type="primary"
              aria-label={T.publishLabel(v.version)}
              onClick={() => void move(T.publishConfirm, () => publishInstrumentVersion(v.version), T.published)}
            >
              {T.publish}
            </Button>
          ) : null}
          {canEdit && v.status === 'Published' ? (
            <Button
              size="small"
              aria-label={T.retireLabel(v.version)}
              onClick={() => void move(T.retireConfirm, () => retireInstrumentVersion(v.version), T.retired)}
            >
              {T.retire}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {versions.error ? <Alert type="error" showIcon title={httpErrorMessage(versions.error)} /> : null}
      <Table<InstrumentVersionSummary>
        {...tableDefaults}
        caption={T.versionsCaption}
        rowKey="version"
        columns={columns}
        dataSource={versions.data}
        loading={versions.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {chosen ? <VersionDetail key={chosen} version={chosen} canEdit={canEdit} /> : null}
    </>
  );
}
