import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PsosPermissions, type CollectionRecord, type DuplicateYouth, VerificationLabels } from '@portal/shared-contracts/psos';
import {
  http,
  httpErrorMessage,
  tableDefaults,
  useAppQueryKey,
  usePaginator,
  usePermissions,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { psosKeys } from '../../api/keys';
import { saveVerification } from '../../api/youth';
import { StateTrackingTexts as T } from './state-tracking-texts';

const fetchDuplicates = (collectionId: number) => http.get('psos/duplicates', { searchParams: { collectionId } }).json<DuplicateYouth[]>();

/** psos.md: one stateStudentId on two LEAs' lists is flagged here, and the state resolves it with DUPLICATE. */
export function DuplicatesCard({ collection }: { collection: CollectionRecord }) {
  const duplicates = useQuery({
    queryKey: useAppQueryKey('psos', 'duplicates', collection.id),
    queryFn: () => fetchDuplicates(collection.id),
  });
  const mayExclude = usePermissions().includes(PsosPermissions.CollectionEdit) && collection.status === 'Open';
  const runTask = useRefreshingTask(psosKeys.all);
  const { pagination } = usePaginator();
  const columns: TableColumnsType<DuplicateYouth> = [
    { key: 'stateStudentId', dataIndex: 'stateStudentId', title: T.stateStudentId },
    {
      key: 'records',
      title: T.records,
      render: (_, duplicate) => (
        <Space orientation="vertical">
          {duplicate.records.map((record) => (
            <Space key={record.id} wrap>
              <span>{`${record.leaCode}: ${VerificationLabels[record.verification]}`}</span>
              {mayExclude ? (
                <Button
                  size="small"
                  onClick={() =>
                    void runTask(() => saveVerification(record.id, { status: 'Excluded', reason: 'DUPLICATE' }), { success: T.excluded })
                  }
                >
                  {T.excludeDuplicate(record.leaCode)}
                </Button>
              ) : null}
            </Space>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <section aria-labelledby="psos-duplicates-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="psos-duplicates-title" style={{ fontSize: 18 }}>
        {T.duplicatesTitle}
      </Typography.Title>
      <Typography.Paragraph>{T.duplicatesIntro}</Typography.Paragraph>
      {duplicates.error ? <Alert type="error" showIcon title={httpErrorMessage(duplicates.error)} /> : null}
      {duplicates.data?.length === 0 ? (
        <Typography.Paragraph>{T.noDuplicates}</Typography.Paragraph>
      ) : (
        <Table<DuplicateYouth>
          {...tableDefaults}
          caption={T.duplicatesCaption}
          rowKey="stateStudentId"
          columns={columns}
          dataSource={duplicates.data}
          loading={duplicates.isFetching}
          pagination={pagination}
        />
      )}
    </section>
  );
}
