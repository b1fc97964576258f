import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PsosPermissions, type CollectionLea, type CollectionRecord, ListStatusLabels } from '@portal/shared-contracts/psos';
import {
  httpErrorMessage,
  rememberedImport,
  tableDefaults,
  useCurrentRoute,
  useMinColumnWidth,
  usePaginator,
  usePermissions,
  useSession,
} from '@portal/shared-contracts/sdk';
import { useCollectionLeas } from '../../api/collections';
import { STUDENT_LIST_IMPORTS_PATH } from '../../api/student-lists';
import { CollectionGate } from '../../components/CollectionGate';
import { ListMoves } from '../../components/ListMoves';
import { StudentListImportDialog } from './StudentListImportDialog';
import { StudentListManagerTexts as T } from './student-list-manager-texts';

type Uploading = { lea: { id: number; name: string } | null } | null;

function Lists({ collection }: { collection: CollectionRecord }) {
  const leas = useCollectionLeas(collection.id);
  const canBuild = usePermissions().includes(PsosPermissions.CollectionEdit);
  const minWidth = useMinColumnWidth();
  const { pagination } = usePaginator();
  // Lists are built while the collection is a Draft and worked while it is Open; Closed makes them read-only.
  const open = collection.status !== 'Closed';
  // An upload the page was left during (or before its report was seen) is shown again on return.
  const [uploading, setUploading] = useState<Uploading>(() => (rememberedImport(STUDENT_LIST_IMPORTS_PATH) ? { lea: null } : null));
  const count = (key: 'listed' | 'pending' | 'confirmed' | 'excluded') => ({
    key,
    dataIndex: key,
    title: T.columns[key],
    align: 'right' as const,
  });
  const columns: TableColumnsType<CollectionLea> = [
    {
      key: 'leaName',
      dataIndex: 'leaName',
      title: T.columns.lea,
      minWidth,
      render: (name: string, lea) => (
        <Link to={`../student-list?leaId=${lea.leaId}`} aria-label={T.openListLabel(name)}>
          {name}
        </Link>
      ),
    },
    { key: 'leaCode', dataIndex: 'leaCode', title: T.columns.leaCode },
    {
      key: 'listStatus',
      dataIndex: 'listStatus',
      title: T.columns.listStatus,
      render: (s: CollectionLea['listStatus']) => ListStatusLabels[s],
    },
    count('listed'),
    count('pending'),
    count('confirmed'),
    count('excluded'),
    {
      key: 'actions',
      title: T.columns.actions,
      render: (_, lea) => (
        <Space wrap>
          {open && lea.listStatus !== 'Verified' ? (
            <Button
              size="small"
              aria-label={T.uploadLabel(lea.leaName)}
              onClick={() => setUploading({ lea: { id: lea.leaId, name: lea.leaName } })}
            >
              {T.upload}
            </Button>
          ) : null}
          <ListMoves collection={collection} lea={lea} />
        </Space>
      ),
    },
  ];
  return (
    <>
      {open ? null : <Alert type="info" showIcon title={T.readOnly} style={{ marginBottom: 16 }} />}
      {open && canBuild ? (
        <Space style={{ marginBottom: 16 }}>
          <Button onClick={() => setUploading({ lea: null })}>{T.buildStatewide}</Button>
        </Space>
      ) : null}
      {leas.error ? <Alert type="error" showIcon title={httpErrorMessage(leas.error)} style={{ marginBottom: 16 }} /> : null}
      <Table<CollectionLea>
        {...tableDefaults}
        caption={T.caption}
        rowKey="leaId"
        columns={columns}
        dataSource={leas.data}
        loading={leas.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
      />
      {uploading ? <StudentListImportDialog collectionId={collection.id} lea={uploading.lea} onClose={() => setUploading(null)} /> : null}
    </>
  );
}

/**
 * The Student List Manager (psos.md, "Student lists"): each LEA's list the user may see with its
 * status and verification counts; a district uploads and submits its LEA's list, a state user with
 * collection edit builds every list from a statewide file and sets a Verified list back.
 */
export function StudentListManagerPage() {
  const { route } = useCurrentRoute();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
      <CollectionGate>{(collection) => <Lists collection={collection} />}</CollectionGate>
    </>
  );
}
