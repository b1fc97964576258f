import { useState } from 'react';
import { Alert, Button, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { PsosPermissions, type CollectionSummary } from '@portal/shared-contracts/psos';
import { formatDay, httpErrorMessage, tableDefaults, useCurrentRoute, usePermissions, useSession } from '@portal/shared-contracts/sdk';
import { useYearCollection } from '../../api/collections';
import { CollectionStatusLabels } from '../../components/psos-labels';
import { CollectionCard } from './CollectionCard';
import { CollectionDialog } from './CollectionDialog';
import { CollectionManagerTexts as T } from './collection-manager-texts';
import { LeaAssignments } from './LeaAssignments';
import { SettingsCard } from './SettingsCard';
import { VendorsCard } from './VendorsCard';

const collectionColumns: TableColumnsType<CollectionSummary> = [
  { key: 'year', dataIndex: 'schoolYearLabel', title: T.columns.year },
  {
    key: 'status',
    dataIndex: 'status',
    title: T.columns.status,
    render: (status: CollectionSummary['status']) => CollectionStatusLabels[status],
  },
  {
    key: 'window',
    title: T.columns.window,
    render: (_, c) => T.windowText(formatDay(c.windowStart), formatDay(c.windowEnd)),
  },
  {
    key: 'version',
    dataIndex: 'instrumentVersion',
    title: T.columns.version,
    render: (v: number | null) => (v === null ? T.none : T.versionOption(v)),
  },
];

/**
 * The collection manager (psos.md, "The collection"): the year's collection and its moves, the
 * settings it is surveyed under, its LEAs and who interviews them, the vendors, and every year's
 * collection. Collection view reads; collection edit changes.
 */
export function CollectionManagerPage() {
  const { route } = useCurrentRoute();
  const canEdit = usePermissions().includes(PsosPermissions.CollectionEdit);
  const year = useSession((s) => s.currentSchoolYear);
  const { collection, collections, error, isPending } = useYearCollection();
  const [creating, setCreating] = useState(false);
  const yearLabel = year?.label ?? '';
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={httpErrorMessage(error)} style={{ marginBottom: 16 }} /> : null}
      {isPending && !error ? <Skeleton active /> : null}
      {collection === null ? (
        <Alert
          type="info"
          showIcon
          title={T.noCollection(yearLabel)}
          action={
            canEdit && year ? (
              <Button type="primary" onClick={() => setCreating(true)}>
                {T.create(yearLabel)}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {collection ? <CollectionCard collection={collection} canEdit={canEdit} /> : null}
      {collection !== undefined ? <SettingsCard collection={collection} canEdit={canEdit} /> : null}
      {collection ? <LeaAssignments collection={collection} canEdit={canEdit} /> : null}
      <VendorsCard canEdit={canEdit} />
      <section aria-labelledby="psos-collections-title" style={{ marginTop: 24 }}>
        <Typography.Title level={2} id="psos-collections-title" style={{ fontSize: 18 }}>
          {T.allCollections}
        </Typography.Title>
        <Table<CollectionSummary>
          {...tableDefaults}
          caption={T.allCollectionsCaption}
          rowKey="id"
          columns={collectionColumns}
          dataSource={collections}
          pagination={false}
        />
      </section>
      {creating && year ? (
        <CollectionDialog collection={null} schoolYear={year.key} yearLabel={yearLabel} onClose={() => setCreating(false)} />
      ) : null}
    </>
  );
}
