import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Input, Modal, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '@portal/shared-contracts';
import {
  SURVEY_STATUSES,
  SurveyStatusLabels,
  youthListColumns,
  type CollectionRecord,
  type SurveyLink,
  type SurveyStatus,
  type YouthListItem,
} from '@portal/shared-contracts/psos';
import {
  DownloadButton,
  oneOf,
  saveFile,
  tableColumn,
  tableDefaults,
  useListFilters,
  useMinColumnWidth,
  useRefreshingTask,
  useTaskSnackbar,
} from '@portal/shared-contracts/sdk';
import { psosKeys } from '../../api/keys';
import { downloadSurveyLinks, makeSurveyLink, useYouthList } from '../../api/youth';
import { optionsOf } from '../psos-labels';
import { youthName } from '../youth-columns';
import { AttemptDialog } from './AttemptDialog';
import { WorkListTexts as T } from './work-list-texts';

type Dialog = { kind: 'attempt'; youth: YouthListItem } | { kind: 'link'; youth: YouthListItem; link: SurveyLink } | null;

interface WorkListProps {
  collection: CollectionRecord;
  /** One LEA's youth; none: every youth of a vendor's user. */
  leaId?: number;
  /** One vendor's youth in every LEA (a state user's view of a vendor). */
  vendorId?: number;
  /** The name of a vendor a youth is assigned to, where the reader may know it. */
  vendorName(vendorId: number): string | undefined;
}

/**
 * The youth to interview (psos.md, Dashboards: the work list): status, assignment, attempts and the
 * last outcome, with the moves an interviewer makes from it (log an attempt, open the interview,
 * make a survey link) and new links for every youth as a file for letters, e-mails or texts.
 * Excluded youth get no attempts, links or interviews, so they are not offered any.
 */
export function WorkList({ collection, leaId, vendorId, vendorName }: WorkListProps) {
  const { filters, setter } = useListFilters({ surveyStatus: oneOf(SURVEY_STATUSES) }, 'work');
  const youth = useYouthList({ ...filters, leaId, vendorId, collectionId: collection.id }, 'work');
  const runTask = useRefreshingTask(psosKeys.all);
  const runDownload = useTaskSnackbar();
  const minWidth = useMinColumnWidth();
  const [dialog, setDialog] = useState<Dialog>(null);
  const open = collection.status === 'Open';

  const showLink = async (item: YouthListItem) => {
    const outcome = await runTask(() => makeSurveyLink(item.id), { success: T.linkMade });
    if (outcome.ok) setDialog({ kind: 'link', youth: item, link: outcome.value });
  };
  const linksFile = async (format: DownloadFormat) => {
    const outcome = await runDownload(
      () => downloadSurveyLinks({ collectionId: collection.id, ...(leaId === undefined ? {} : { leaId }), format }),
      { before: T.preparingLinks, success: T.allLinksMade },
    );
    if (outcome.ok) saveFile(outcome.value, `${T.linksFile}.${format}`);
  };
  const sortable = { sorter: true, minWidth } as const;
  const column = (key: string) => tableColumn(youthListColumns, key);
  const columns: TableColumnsType<YouthListItem> = [
    {
      ...column('lastName'),
      ...sortable,
      render: (_, item) => <Link to={`?youthId=${item.id}`}>{column('lastName').render(null, item)}</Link>,
    },
    { ...column('stateStudentId'), ...sortable },
    { ...column('surveyStatus'), ...sortable },
    { ...column('verification'), ...sortable },
    {
      key: 'assignment',
      title: T.assignedTo,
      render: (_, item) => (item.vendorId === null ? T.district : (vendorName(item.vendorId) ?? T.vendor)),
    },
    { ...column('attempts'), ...sortable, align: 'right' },
    column('lastOutcome'),
    {
      key: 'actions',
      title: T.actions,
      render: (_, item) =>
        open && item.verification !== 'Excluded' ? (
          <Space wrap>
            <Button
              size="small"
              aria-label={T.logAttemptLabel(youthName(item))}
              onClick={() => setDialog({ kind: 'attempt', youth: item })}
            >
              {T.logAttempt}
            </Button>
            {item.surveyStatus === 'Completed' ? null : (
              <Button size="small" aria-label={T.makeLinkLabel(youthName(item))} onClick={() => void showLink(item)}>
                {T.makeLink}
              </Button>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="psos-work-list-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="psos-work-list-title" style={{ fontSize: 18 }}>
        {T.title}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          defaultValue={youth.search}
          onSearch={youth.setSearch}
          style={{ width: 280 }}
        />
        <Select<SurveyStatus | ''>
          aria-label={T.surveyStatusFilter}
          options={[{ value: '', label: T.anySurveyStatus }, ...optionsOf(SurveyStatusLabels)]}
          value={filters.surveyStatus ?? ''}
          onChange={setter('surveyStatus')}
          style={{ width: 200 }}
        />
        <DownloadButton {...youth.download} name={T.listFile} />
      </Space>
      {/* The links file is made per LEA (or for a vendor's own user), never across a vendor's LEAs by the state. */}
      {open && vendorId === undefined ? (
        <Space wrap style={{ marginBottom: 16 }}>
          <Typography.Text>{T.linksIntro}</Typography.Text>
          {DOWNLOAD_FORMATS.map((format) => (
            <Button key={format} onClick={() => void linksFile(format)}>
              {T.linksDownload[format]}
            </Button>
          ))}
        </Space>
      ) : null}
      <Table<YouthListItem>
        {...tableDefaults}
        {...youth.tableProps}
        caption={T.caption}
        rowKey="id"
        columns={youth.sorted(columns)}
        scroll={{ x: 'max-content' }}
      />
      {dialog?.kind === 'attempt' ? <AttemptDialog youth={dialog.youth} contact={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'link' ? (
        <Modal
          open
          title={T.linkTitle(youthName(dialog.youth))}
          onCancel={() => setDialog(null)}
          footer={<Button onClick={() => setDialog(null)}>{T.close}</Button>}
        >
          <Alert type="info" showIcon title={T.linkReplaces} style={{ marginBottom: 16 }} />
          <Input aria-label={T.link} readOnly value={dialog.link.url} onFocus={(event) => event.target.select()} />
        </Modal>
      ) : null}
    </section>
  );
}
