import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Skeleton, Space, Table, Typography } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { EXCLUSION_REASONS, type CollectionRecord, ExclusionReasonLabels } from '@portal/shared-contracts/psos';
import { DownloadButton, httpErrorMessage, useCurrentRoute, usePermissions, useSession } from '@portal/shared-contracts/sdk';
import { useCollections } from '../../api/collections';
import { psosKeys } from '../../api/keys';
import { B14_PATH, fetchB14Report } from '../../api/reports';
import { YOUTH_PATH } from '../../api/youth';
import { B14Measures, Representativeness } from '../../components/b14/B14Figures';
import { CollectionGate, CollectionStatusTags } from '../../components/CollectionGate';
import { ReportsTexts as T } from './reports-texts';
import { ResponseEffortSection } from './ResponseEffortSection';

const STATE = 'state';

/** The report of one scope (the state, or an LEA) for the collection, beside the prior collection's where there is one. */
function Figures({ collection, leaId, label }: { collection: CollectionRecord; leaId: number | null; label: string }) {
  const collections = useCollections();
  const prior = collections.data?.find((c) => c.schoolYear === collection.schoolYear - 1) ?? null;
  const report = useQuery({ queryKey: psosKeys.b14(collection.id, leaId), queryFn: () => fetchB14Report(collection.id, leaId) });
  const priorReport = useQuery({
    queryKey: psosKeys.b14(prior?.id ?? 0, leaId),
    queryFn: () => fetchB14Report(prior!.id, leaId),
    enabled: prior !== null,
  });
  const priorLabel = `${collection.schoolYear - 2}-${collection.schoolYear - 1}`;
  const scope = { collectionId: collection.id, ...(leaId === null ? {} : { leaId }) };
  const file = `b14-${collection.schoolYear}${leaId === null ? '' : `-lea-${leaId}`}`;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.figuresFor(label)}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 8 }}>
        <DownloadButton path={B14_PATH} params={scope} name={file} texts={T.download} />
        <DownloadButton path={B14_PATH} params={{ ...scope, public: true }} name={`${file}-public`} texts={T.downloadPublic} />
        {leaId === null ? null : <DownloadButton path={YOUTH_PATH} params={scope} name={`${file}-youth`} texts={T.downloadYouth} />}
      </Space>
      <Typography.Paragraph type="secondary">
        {T.publicNote} {leaId === null ? null : T.youthNote}
      </Typography.Paragraph>
      {report.error ? <Alert type="error" showIcon title={httpErrorMessage(report.error)} /> : null}
      {report.isPending && !report.error ? <Skeleton active /> : null}
      {report.data ? (
        <>
          <Alert type="info" showIcon title={report.data.final ? T.final : T.interim} style={{ marginBottom: 16 }} />
          {prior === null && collections.data ? <Typography.Paragraph>{T.priorNone(priorLabel)}</Typography.Paragraph> : null}
          <B14Measures
            current={{ report: report.data, label: collection.schoolYearLabel }}
            prior={priorReport.data ? { report: priorReport.data, label: prior!.schoolYearLabel } : null}
          />
          <Table
            size="small"
            pagination={false}
            caption={T.exclusionsCaption}
            rowKey="reason"
            dataSource={EXCLUSION_REASONS.map((reason) => ({ reason, count: report.data.exclusions[reason] }))}
            columns={[
              {
                key: 'reason',
                dataIndex: 'reason',
                title: T.reason,
                render: (reason: (typeof EXCLUSION_REASONS)[number]) => ExclusionReasonLabels[reason],
              },
              { key: 'count', dataIndex: 'count', title: T.records, align: 'right' },
            ]}
          />
          <Representativeness report={report.data} />
          <ResponseEffortSection collectionId={collection.id} leaId={leaId} />
        </>
      ) : null}
    </>
  );
}

function Report({ collection }: { collection: CollectionRecord }) {
  const allLeas = usePermissions().includes(AppPermissions.AllLeas);
  const leas = useSession((s) => s.leas);
  const currentLeaId = useSession((s) => s.currentLeaId);
  const choices = [
    ...(allLeas ? [{ value: STATE, label: T.state }] : []),
    ...leas.map((lea) => ({ value: String(lea.id), label: T.lea(lea.name, lea.leaCode) })),
  ];
  const [chosen, setChosen] = useState(allLeas ? STATE : String(currentLeaId ?? leas[0]?.id ?? ''));
  const shown = choices.find((choice) => choice.value === chosen) ?? choices[0];
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <CollectionStatusTags collection={collection} />
        <Select<string>
          aria-label={T.showFiguresFor}
          showSearch={{ optionFilterProp: 'label' }}
          options={choices}
          value={shown?.value}
          onChange={setChosen}
          style={{ width: 360 }}
        />
      </Space>
      {shown ? (
        <Figures key={shown.value} collection={collection} leaId={shown.value === STATE ? null : Number(shown.value)} label={shown.label} />
      ) : null}
    </>
  );
}

/**
 * Reports (psos.md, "Reports, downloads and suppression"; reports view): the B14 report for the state
 * and each LEA the user may see, with the prior collection's figures beside it, interim or final, the
 * full and public editions and the youth-level file as CSV or a spreadsheet, and the response effort.
 */
export function ReportsPage() {
  const { route } = useCurrentRoute();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
      <CollectionGate>{(collection) => <Report collection={collection} />}</CollectionGate>
    </>
  );
}
