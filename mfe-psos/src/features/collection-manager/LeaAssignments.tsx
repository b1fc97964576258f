import { Alert, Select, Table, Typography, type TableColumnsType } from 'antd';
import type { CollectionLea, CollectionRecord } from '@portal/shared-contracts/psos';
import { ListStatusLabels } from '@portal/shared-contracts/psos';
import {
  httpErrorMessage,
  tableDefaults,
  useMinColumnWidth,
  usePaginator,
  useRefreshingTask,
  ScrollRegion,
} from '@portal/shared-contracts/sdk';
import { assignLea, useCollectionLeas } from '../../api/collections';
import { psosKeys } from '../../api/keys';
import { useVendors } from '../../api/vendors';
import { LeaTexts as T } from './collection-manager-texts';

/** The collection's LEAs with their lists, and who interviews each one's youth: the district, or a vendor (collection edit, until Closed). */
export function LeaAssignments({ collection, canEdit }: { collection: CollectionRecord; canEdit: boolean }) {
  const leas = useCollectionLeas(collection.id);
  const mayAssign = canEdit && collection.status !== 'Closed';
  const vendors = useVendors();
  const runTask = useRefreshingTask(psosKeys.all);
  const minWidth = useMinColumnWidth();
  const { pagination } = usePaginator();
  const vendorOptions = [
    { value: 0, label: T.district },
    ...(vendors.data ?? []).filter((vendor) => vendor.active).map((vendor) => ({ value: vendor.id, label: vendor.name })),
  ];
  const count = (key: keyof CollectionLea & string) => ({
    key,
    dataIndex: key,
    title: T.columns[key as keyof typeof T.columns],
    align: 'right' as const,
  });
  const columns: TableColumnsType<CollectionLea> = [
    { key: 'leaName', dataIndex: 'leaName', title: T.columns.lea, minWidth },
    { key: 'leaCode', dataIndex: 'leaCode', title: T.columns.leaCode },
    {
      key: 'listStatus',
      dataIndex: 'listStatus',
      title: T.columns.listStatus,
      render: (status: CollectionLea['listStatus']) => ListStatusLabels[status],
    },
    count('listed'),
    count('pending'),
    count('confirmed'),
    count('excluded'),
    {
      key: 'assignment',
      title: T.columns.assignment,
      minWidth: 220,
      render: (_, lea) =>
        mayAssign ? (
          <Select<number>
            aria-label={T.assign(lea.leaName)}
            options={vendorOptions}
            value={lea.vendorId ?? 0}
            loading={vendors.isPending}
            onChange={(vendorId) => void runTask(() => assignLea(collection.id, lea.leaId, vendorId || null), { success: T.assigned })}
            style={{ width: 200 }}
          />
        ) : (
          (lea.vendorName ?? T.district)
        ),
    },
  ];
  return (
    <section aria-labelledby="psos-leas-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="psos-leas-title" style={{ fontSize: 18 }}>
        {T.title}
      </Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {leas.error ? <Alert type="error" showIcon title={httpErrorMessage(leas.error)} /> : null}
      <ScrollRegion label={T.caption}>
        <Table<CollectionLea>
          {...tableDefaults}
          caption={T.caption}
          rowKey="leaId"
          columns={columns}
          dataSource={leas.data}
          loading={leas.isFetching}
          pagination={pagination}
        />
      </ScrollRegion>
    </section>
  );
}
