import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  PsosPermissions,
  SURVEY_STATUSES,
  VERIFICATION_STATUSES,
  type CollectionLea,
  type CollectionRecord,
  type SurveyStatus,
  type VerificationStatus,
  type YouthListItem,
  SurveyStatusLabels,
  VerificationLabels,
  youthListColumns,
  ListStatusLabels,
} from '@portal/shared-contracts/psos';
import {
  DownloadButton,
  oneOf,
  tableColumn,
  tableDefaults,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  usePermissions,
  useRefreshingTask,
  useSession,
} from '@portal/shared-contracts/sdk';
import { useCollectionLeas } from '../../api/collections';
import { psosKeys } from '../../api/keys';
import { useVendors } from '../../api/vendors';
import { saveVerification, useYouthList } from '../../api/youth';
import { CollectionGate } from '../../components/CollectionGate';
import { ListMoves } from '../../components/ListMoves';
import { optionsOf } from '../../components/psos-labels';
import { youthName } from '../../components/youth-columns';
import { StudentListTexts as T } from './student-list-texts';
import { ExcludeDialog, ReassignDialog } from './VerificationDialogs';

/** The LEA a link opened the list for (the manager, state tracking); none, or not an id, is the chosen LEA. */
function useLeaIdParam(): number | undefined {
  const [params] = useSearchParams();
  const leaId = Number(params.get('leaId'));
  return Number.isInteger(leaId) && leaId > 0 ? leaId : undefined;
}

type Dialog = { kind: 'exclude' | 'reassign'; youth: YouthListItem } | null;

const verificationColour = { Pending: 'gold', Confirmed: 'green', Excluded: 'default' } as const;

function YouthList({ collection, leaId }: { collection: CollectionRecord; leaId: number }) {
  const held = usePermissions();
  const isState = held.includes(PsosPermissions.CollectionEdit);
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  const leas = useSession((s) => s.leas);
  const lists = useCollectionLeas(collection.id);
  const vendors = useVendors();
  const list: CollectionLea | undefined = lists.data?.find((lea) => lea.leaId === leaId);
  const { filters, setter } = useListFilters({ verification: oneOf(VERIFICATION_STATUSES), surveyStatus: oneOf(SURVEY_STATUSES) });
  const youth = useYouthList({ ...filters, collectionId: collection.id, leaId });
  const runTask = useRefreshingTask(psosKeys.all);
  const minWidth = useMinColumnWidth();
  const [dialog, setDialog] = useState<Dialog>(null);

  const open = collection.status !== 'Closed';
  // A Verified list is read-only to the district; a state user with collection edit still changes it.
  const verified = list?.listStatus === 'Verified' && !isState;
  const leaName = list?.leaName ?? leas.find((lea) => lea.id === leaId)?.name ?? T.unknownLea(leaId);
  const vendorName = (id: number | null) => (id === null ? T.district : (vendors.data?.find((v) => v.id === id)?.name ?? T.vendor));
  const verify = (item: YouthListItem, status: VerificationStatus, success: string) =>
    void runTask(() => saveVerification(item.id, { status, reason: null }), { success });

  const actions = (item: YouthListItem) => {
    if (!open) return null;
    const name = youthName(item);
    return (
      <Space wrap>
        {!verified && item.verification !== 'Confirmed' && item.verification !== 'Excluded' ? (
          <Button size="small" aria-label={T.confirmLabel(name)} onClick={() => verify(item, 'Confirmed', T.confirmed)}>
            {T.confirm}
          </Button>
        ) : null}
        {item.verification !== 'Excluded' ? (
          <Button size="small" aria-label={T.excludeLabel(name)} onClick={() => setDialog({ kind: 'exclude', youth: item })}>
            {T.exclude}
          </Button>
        ) : null}
        {!verified && item.verification !== 'Pending' ? (
          <Button size="small" aria-label={T.toPendingLabel(name)} onClick={() => verify(item, 'Pending', T.pendingAgain)}>
            {T.toPending}
          </Button>
        ) : null}
        {isState && item.verification !== 'Excluded' ? (
          <Button size="small" aria-label={T.reassignLabel(name)} onClick={() => setDialog({ kind: 'reassign', youth: item })}>
            {T.reassign}
          </Button>
        ) : null}
      </Space>
    );
  };

  const sortable = { sorter: true, minWidth } as const;
  const column = (key: string) => tableColumn(youthListColumns, key);
  const columns: TableColumnsType<YouthListItem> = [
    { ...column('lastName'), ...sortable },
    { ...column('stateStudentId'), ...sortable },
    {
      ...column('verification'),
      ...sortable,
      render: (_, item) => <Tag color={verificationColour[item.verification]}>{column('verification').render(null, item)}</Tag>,
    },
    { ...column('surveyStatus'), ...sortable },
    { key: 'assignment', title: T.assignedTo, render: (_, item) => vendorName(item.vendorId) },
    { ...column('attempts'), ...sortable, align: 'right' },
    column('lastOutcome'),
    { key: 'actions', title: T.actions, render: (_, item) => actions(item) },
  ];

  return (
    <>
      <Typography.Paragraph>{T.showing(leaName, year)}</Typography.Paragraph>
      {list ? (
        <Space wrap style={{ marginBottom: 16 }}>
          <Tag>{`${T.listStatus}: ${ListStatusLabels[list.listStatus]}`}</Tag>
          <Typography.Text>{T.counts(list.listed, list.pending, list.confirmed, list.excluded)}</Typography.Text>
          <ListMoves collection={collection} lea={list} />
        </Space>
      ) : null}
      {!open ? <Alert type="info" showIcon title={T.readOnly} style={{ marginBottom: 16 }} /> : null}
      {open && verified ? <Alert type="info" showIcon title={T.verifiedNote} style={{ marginBottom: 16 }} /> : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          defaultValue={youth.search}
          onSearch={youth.setSearch}
          style={{ width: 280 }}
        />
        <Select<VerificationStatus | ''>
          aria-label={T.verificationFilter}
          options={[{ value: '', label: T.anyVerification }, ...optionsOf(VerificationLabels)]}
          value={filters.verification ?? ''}
          onChange={setter('verification')}
          style={{ width: 200 }}
        />
        <Select<SurveyStatus | ''>
          aria-label={T.surveyStatusFilter}
          options={[{ value: '', label: T.anySurveyStatus }, ...optionsOf(SurveyStatusLabels)]}
          value={filters.surveyStatus ?? ''}
          onChange={setter('surveyStatus')}
          style={{ width: 200 }}
        />
        <DownloadButton {...youth.download} name={T.exportFile} />
      </Space>
      <Table<YouthListItem>
        {...tableDefaults}
        {...youth.tableProps}
        caption={T.caption}
        rowKey="id"
        columns={youth.sorted(columns)}
        scroll={{ x: 'max-content' }}
      />
      {dialog?.kind === 'exclude' ? <ExcludeDialog youth={dialog.youth} late={verified} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'reassign' ? <ReassignDialog youth={dialog.youth} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/**
 * One LEA's student list (psos.md, "Student lists"): each youth's verification (Pending, Confirmed,
 * Excluded with a reason) and survey status, searched, filtered and sorted by the service; submit
 * once nothing is Pending. The LEA comes from the address, else the chosen one: a change of LEA in the
 * top bar re-reads the list in place rather than reloading (spec 4).
 */
export function StudentListPage() {
  const { route } = useCurrentRoute();
  const leaIdParam = useLeaIdParam();
  const currentLeaId = useSession((s) => s.currentLeaId);
  const leaId = leaIdParam ?? currentLeaId;
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <CollectionGate>
        {(collection) => (leaId === null ? null : <YouthList key={leaId} collection={collection} leaId={leaId} />)}
      </CollectionGate>
    </>
  );
}
