import { useState } from 'react';
import { useFormik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import * as yup from 'yup';
import { RecordConflictLimits, RecordConflictMessages, recordConflictColumns, type RecordConflict } from '@portal/shared-contracts/eco';
import {
  DownloadButton,
  FormDialog,
  fromFormik,
  httpErrorMessage,
  tableColumn,
  tableDefaults,
  TextField,
  useFormDialog,
  usePaginator,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { ecoKeys } from '../../api/keys';
import { fetchOpenRecordConflicts, resolveRecordConflict } from '../../api/record-conflicts';
import { StateTrackingTexts as T } from './state-tracking-texts';

const resolutionSchema = yup.object({
  resolution: yup.string().trim().required(RecordConflictMessages.resolutionRequired).max(RecordConflictLimits.resolution),
});

function ResolveDialog({ conflict, onClose }: { conflict: RecordConflict; onClose(): void }) {
  const dialog = useFormDialog({ open: true, onClose });
  const runTask = useRefreshingTask(ecoKeys.recordConflicts, { afterFailure: false });
  const form = useFormik({
    initialValues: { resolution: '' },
    validationSchema: resolutionSchema,
    onSubmit: async ({ resolution }, helpers) =>
      dialog.settle(await runTask(() => resolveRecordConflict(conflict.id, resolution.trim()), { success: T.resolved }), helpers),
  });
  return (
    <FormDialog dialog={dialog} form={form} title={T.resolveTitle(conflict.stateStudentId)}>
      <TextField
        label={T.resolution}
        required
        {...fromFormik<string>(form.getFieldProps('resolution'), form.getFieldMeta('resolution'), form.getFieldHelpers('resolution'))}
      />
    </FormDialog>
  );
}

const shown = [
  'lastSeenAt',
  'leaName',
  'stateStudentId',
  'entryDate',
  'reason',
  'birthDateDiffers',
  'otherLeaNames',
  'source',
  'reportedByName',
  'timesSeen',
];

/** The state's review list: what districts could not save beside another LEA's records, until settled. */
export function RecordConflictsCard() {
  const conflicts = useQuery({ queryKey: ecoKeys.recordConflicts, queryFn: fetchOpenRecordConflicts });
  const [resolving, setResolving] = useState<RecordConflict | null>(null);
  const { pagination } = usePaginator();
  const columns: TableColumnsType<RecordConflict> = [
    ...shown.map((key) => tableColumn(recordConflictColumns, key)),
    {
      key: 'actions',
      title: 'Actions',
      render: (_: unknown, conflict) => (
        <Button size="small" onClick={() => setResolving(conflict)} aria-label={`${T.resolve} ${conflict.stateStudentId}`}>
          {T.resolve}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="record-conflicts-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="record-conflicts-title">
        {T.conflictsTitle}
      </Typography.Title>
      <Typography.Paragraph>{T.conflictsIntro}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <DownloadButton path="eco/record-conflicts" params={{ status: 'open' }} name="record-conflicts" />
      </Space>
      {conflicts.error ? <Alert type="error" showIcon title={httpErrorMessage(conflicts.error)} style={{ marginBottom: 16 }} /> : null}
      {/* With nothing to review a sentence says so: an empty table is only a scroll box with faint text. */}
      {conflicts.data?.items.length === 0 ? (
        <Typography.Paragraph>{T.noConflicts}</Typography.Paragraph>
      ) : (
        <Table<RecordConflict>
          {...tableDefaults}
          caption={T.conflictsCaption}
          rowKey="id"
          columns={columns}
          dataSource={conflicts.data?.items}
          loading={conflicts.isFetching}
          pagination={pagination}
          scroll={{ x: 'max-content' }}
        />
      )}
      {resolving ? <ResolveDialog conflict={resolving} onClose={() => setResolving(null)} /> : null}
    </section>
  );
}
