import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { StudentListLimits, StudentListMessages, type StudentListImportResult } from '@portal/shared-contracts/psos';
import {
  CsvFileInput,
  ImportCounts,
  ImportPreviewButtons,
  ImportPreviewReport,
  ImportProblemTables,
  problemsByLine,
  useImportSteps,
} from '@portal/shared-contracts/sdk';
import { psosKeys } from '../../api/keys';
import { STUDENT_LIST_IMPORTS_PATH } from '../../api/student-lists';
import { ListImportTexts as T } from './student-list-manager-texts';

const wouldChange = (result: StudentListImportResult) => result.newYouth + result.changedYouth + result.removedYouth > 0;

/** The counts, each LEA's share (a statewide file), the youth kept though missing, then the lines refused or warned of. */
function ListImportReport({ result }: { result: StudentListImportResult }) {
  const C = T.counts;
  return (
    <>
      <ImportCounts
        counts={[
          [C.rows, result.rows],
          [C.accepted, result.acceptedRows],
          [C.rejected, result.rejectedRows],
          [result.committed ? C.newYouth : C.wouldAddYouth, result.newYouth],
          [C.changedYouth, result.changedYouth],
          [C.unchangedYouth, result.unchangedYouth],
          [C.removedYouth, result.removedYouth],
        ]}
      />
      {result.ignoredColumns.length > 0 ? (
        <Alert type="warning" showIcon title={T.ignored(result.ignoredColumns)} style={{ marginBottom: 16 }} />
      ) : null}
      {result.leas.length > 1 ? (
        <section aria-label={T.perLeaTitle}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {T.perLeaTitle}
          </Typography.Title>
          <Table
            size="small"
            caption={T.perLeaCaption}
            rowKey="leaId"
            pagination={false}
            dataSource={result.leas}
            columns={[
              { key: 'leaCode', dataIndex: 'leaCode', title: T.columns.lea },
              { key: 'newYouth', dataIndex: 'newYouth', title: C.newYouth, align: 'right' },
              { key: 'changedYouth', dataIndex: 'changedYouth', title: C.changedYouth, align: 'right' },
              { key: 'unchangedYouth', dataIndex: 'unchangedYouth', title: C.unchangedYouth, align: 'right' },
              { key: 'removedYouth', dataIndex: 'removedYouth', title: C.removedYouth, align: 'right' },
            ]}
          />
        </section>
      ) : null}
      {result.keptMissing.length > 0 ? (
        <section aria-label={T.keptTitle}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {T.keptTitle}
          </Typography.Title>
          <Typography.Paragraph>{T.keptIntro}</Typography.Paragraph>
          <Table
            size="small"
            caption={T.keptCaption}
            rowKey="id"
            pagination={false}
            dataSource={result.keptMissing}
            columns={[{ key: 'stateStudentId', dataIndex: 'stateStudentId', title: T.columns.stateStudentId }]}
          />
        </section>
      ) : null}
      <ImportProblemTables rejected={problemsByLine(result.rejected)} warnings={problemsByLine(result.warnings)} />
    </>
  );
}

/**
 * A student list upload on the import engine (psos.md, "Student lists"): one LEA's list (`lea`), or
 * every LEA's from the state's statewide file (null), split by leaCode. The file is previewed first:
 * the service runs the very load and rolls it back, so the counts and lines shown are what Load does.
 */
export function StudentListImportDialog({
  collectionId,
  lea,
  onClose,
}: {
  collectionId: number;
  lea: { id: number; name: string } | null;
  onClose(): void;
}) {
  const [open, setOpen] = useState(true);
  const queryClient = useQueryClient();
  const steps = useImportSteps<StudentListImportResult>({
    path: STUDENT_LIST_IMPORTS_PATH,
    params: lea ? { collectionId, leaId: lea.id } : { collectionId },
    previewing: { before: T.previewing, success: T.previewed },
    importing: { before: T.importing, success: T.imported },
    committed: (result) => result.committed,
    onCommitted: () => void queryClient.invalidateQueries({ queryKey: psosKeys.all }),
  });
  const helpId = useId();
  const { step, running, choose, leave } = steps;
  const close = () => setOpen(false);
  return (
    <Modal
      open={open}
      title={T.title(lea?.name ?? null)}
      width={900}
      onCancel={close}
      afterClose={() => {
        leave();
        onClose();
      }}
      footer={
        step.kind === 'done' ? (
          <Button onClick={close}>{T.close}</Button>
        ) : (
          <>
            <Button onClick={close}>{T.cancel}</Button>
            <ImportPreviewButtons steps={steps} wouldChange={wouldChange} commitLabel={T.runImport} />
          </>
        )
      }
    >
      <div id={helpId}>
        <Typography.Paragraph>{T.help}</Typography.Paragraph>
        {lea ? null : <Typography.Paragraph>{T.statewide}</Typography.Paragraph>}
        <Typography.Paragraph>{T.merge}</Typography.Paragraph>
      </div>
      {step.kind !== 'done' ? (
        <CsvFileInput
          label={T.chooseFile}
          describedBy={helpId}
          maxBytes={StudentListLimits.importBytes}
          tooLarge={StudentListMessages.tooLarge}
          disabled={running}
          onChoose={choose}
        />
      ) : null}
      <ImportPreviewReport
        steps={steps}
        wouldChange={wouldChange}
        doneText={T.done}
        report={(result) => <ListImportReport result={result} />}
      />
    </Modal>
  );
}
