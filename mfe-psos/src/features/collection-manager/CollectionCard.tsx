import { useState } from 'react';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import type { CollectionRecord } from '@portal/shared-contracts/psos';
import { formatDateTime, formatDay, useConfirm, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { closeCollection, openCollection, reopenCollection } from '../../api/collections';
import { psosKeys } from '../../api/keys';
import { CollectionStatusTags } from '../../components/CollectionGate';
import { ReasonDialog } from '../../components/ReasonDialog';
import { CollectionDialog } from './CollectionDialog';
import { CollectionManagerTexts as T } from './collection-manager-texts';

/** The year's collection: status, window, due date, version and its moves (Draft → Open → Closed, reopened with a reason). */
export function CollectionCard({ collection, canEdit }: { collection: CollectionRecord; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const [reopening, setReopening] = useState(false);
  const confirm = useConfirm();
  const runTask = useRefreshingTask(psosKeys.all);
  const year = collection.schoolYearLabel;
  const at = (instant: string | null) => (instant ? formatDateTime(instant) : T.none);
  const move = async (html: string, task: () => Promise<unknown>, success: string) => {
    if (await confirm({ html })) await runTask(task, { success });
  };
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {T.title(year)}
        </Typography.Title>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'status', label: T.fields.status, children: <CollectionStatusTags collection={collection} /> },
          {
            key: 'window',
            label: T.fields.window,
            children: T.windowText(formatDay(collection.windowStart), formatDay(collection.windowEnd)),
          },
          { key: 'due', label: T.fields.verificationDueDate, children: formatDay(collection.verificationDueDate) || T.none },
          {
            key: 'version',
            label: T.fields.instrumentVersion,
            children: collection.instrumentVersion === null ? T.none : T.versionOption(collection.instrumentVersion),
          },
          { key: 'opened', label: T.fields.opened, children: at(collection.openedAt) },
          { key: 'closed', label: T.fields.closed, children: at(collection.closedAt) },
          ...(collection.reopenedAt
            ? [{ key: 'reopened', label: T.fields.reopened, children: T.reopenedText(at(collection.reopenedAt), collection.reopenReason) }]
            : []),
        ]}
      />
      {canEdit ? (
        <Space wrap style={{ marginTop: 16 }}>
          {collection.status !== 'Closed' ? <Button onClick={() => setEditing(true)}>{T.edit}</Button> : null}
          {collection.status === 'Draft' ? (
            <Button type="primary" onClick={() => void move(T.openConfirm, () => openCollection(collection.id), T.opened)}>
              {T.open}
            </Button>
          ) : null}
          {collection.status === 'Open' ? (
            <Button onClick={() => void move(T.closeConfirm, () => closeCollection(collection.id), T.closedDone)}>{T.close}</Button>
          ) : null}
          {collection.status === 'Closed' ? <Button onClick={() => setReopening(true)}>{T.reopen}</Button> : null}
        </Space>
      ) : null}
      {editing ? (
        <CollectionDialog collection={collection} schoolYear={collection.schoolYear} yearLabel={year} onClose={() => setEditing(false)} />
      ) : null}
      {reopening ? (
        <ReasonDialog
          title={T.reopenTitle(year)}
          reasonLabel={T.reopenReason}
          saveText={T.reopen}
          messages={{ success: T.reopenedDone }}
          move={(reason) => reopenCollection(collection.id, reason)}
          onClose={() => setReopening(false)}
        />
      ) : null}
    </Card>
  );
}
