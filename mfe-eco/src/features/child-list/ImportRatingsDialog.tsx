import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Typography, type TableColumnsType } from 'antd';
import { EcoImportLimits, EcoImportMessages, type EcoImportResult, type EcoImportRowIssue } from '@portal/shared-contracts/eco';
import {
  CsvFileInput,
  ImportCounts,
  ImportProgressBar,
  ImportRowsTable,
  RejectedRowsDownload,
  useImportSteps,
} from '@portal/shared-contracts/sdk';
import { ECO_IMPORTS_PATH } from '../../api/imports';
import { ecoKeys } from '../../api/keys';
import { importColumnLabel } from '../../components/eco-labels';
import { ImportTexts as T } from './import-texts';

const wouldChange = (result: EcoImportResult) => result.imported + result.updated > 0;

const issueColumns = (title: string): TableColumnsType<EcoImportRowIssue> => [
  { title: T.columns.line, dataIndex: 'line', width: 80 },
  { title: T.columns.stateStudentId, dataIndex: 'stateStudentId' },
  {
    title,
    key: 'reasons',
    render: (_, row) =>
      Object.entries(row.reasons).map(([column, message]) => <div key={column}>{`${importColumnLabel(column)}: ${message}`}</div>),
  },
];
const rejectedColumns = issueColumns(T.columns.reasons);
const warningColumns = issueColumns(T.columns.warnings);

const rejectedRows = (result: EcoImportResult) =>
  result.rejected.flatMap((row) =>
    Object.entries(row.reasons).map(([column, message]) => ({
      line: row.line,
      column: importColumnLabel(column),
      message,
      values: { [T.columns.stateStudentId]: row.stateStudentId },
    })),
  );

/** The counts, the rejected rows as a file to correct, then the rows refused and the rows kept with warnings. */
function ImportResult({ result }: { result: EcoImportResult }) {
  return (
    <>
      <ImportCounts
        counts={[
          [result.committed ? T.added : T.wouldAdd, result.imported],
          [result.committed ? T.updated : T.wouldUpdate, result.updated],
          [T.unchanged, result.unchanged],
          [T.rejected, result.rejected.length],
          [T.withWarnings, result.warnings.length],
        ]}
      />
      <div>
        <RejectedRowsDownload rows={rejectedRows(result)} filename={T.rejectedFile} label={T.downloadRejected} />
      </div>
      <ImportRowsTable title={T.rejectedTitle} rows={result.rejected} columns={rejectedColumns} />
      <ImportRowsTable title={T.warningsTitle} rows={result.warnings} columns={warningColumns} />
    </>
  );
}

/**
 * The import of a district's ratings kept in another system (eco.md, issue 7). The chosen file is
 * first previewed: the service runs the very import and rolls it back, so the counts and rows shown
 * are what Import will do. Import commits the file that was previewed; choosing another starts over.
 */
export function ImportRatingsDialog({ onClose }: { onClose(): void }) {
  const [open, setOpen] = useState(true);
  const queryClient = useQueryClient();
  const { step, progress, running, choose, preview, commit, leave } = useImportSteps<EcoImportResult>({
    path: ECO_IMPORTS_PATH,
    previewing: { before: T.previewing, success: T.previewed },
    importing: { before: T.importing, success: T.imported },
    committed: (result) => result.committed,
    onCommitted: () => void queryClient.invalidateQueries({ queryKey: ecoKeys.all }),
  });
  const helpId = useId();
  const formatsId = useId();

  const close = () => setOpen(false);
  const footer =
    step.kind === 'done' ? (
      <Button onClick={close}>{T.close}</Button>
    ) : (
      <>
        <Button onClick={close}>{T.cancel}</Button>
        <Button
          disabled={step.kind !== 'chosen'}
          loading={running && step.kind === 'chosen'}
          onClick={() => step.kind === 'chosen' && void preview(step.file)}
        >
          {T.preview}
        </Button>
        <Button
          type="primary"
          disabled={step.kind !== 'previewed' || !wouldChange(step.result)}
          loading={running && step.kind === 'previewed'}
          onClick={() => step.kind === 'previewed' && void commit(step)}
        >
          {T.runImport}
        </Button>
      </>
    );

  return (
    <Modal
      open={open}
      title={T.title}
      width={900}
      onCancel={close}
      afterClose={() => {
        leave();
        onClose();
      }}
      footer={footer}
    >
      <Typography.Paragraph id={helpId}>{T.help}</Typography.Paragraph>
      <Typography.Paragraph id={formatsId}>{T.formats}</Typography.Paragraph>
      {step.kind !== 'done' ? (
        <CsvFileInput
          label={T.chooseFile}
          describedBy={`${helpId} ${formatsId}`}
          maxBytes={EcoImportLimits.importBytes}
          tooLarge={EcoImportMessages.tooLarge}
          disabled={running}
          onChoose={choose}
        />
      ) : null}
      {progress ? <ImportProgressBar progress={progress} label={T.progress} /> : null}
      {step.kind !== 'done' && step.error ? (
        <Alert type="error" showIcon role="alert" title={step.error} style={{ whiteSpace: 'pre-line', marginBottom: 16 }} />
      ) : null}
      {step.kind === 'previewed' ? (
        <>
          <Typography.Paragraph strong>{T.previewNote}</Typography.Paragraph>
          {wouldChange(step.result) ? null : <Alert type="info" showIcon title={T.nothingToDo} style={{ marginBottom: 16 }} />}
          <ImportResult result={step.result} />
        </>
      ) : null}
      {step.kind === 'done' ? (
        <>
          {step.result.committed ? <Alert type="success" showIcon role="status" title={T.done} style={{ marginBottom: 16 }} /> : null}
          {step.result.committed ? null : <Typography.Paragraph strong>{T.previewNote}</Typography.Paragraph>}
          <ImportResult result={step.result} />
        </>
      ) : null}
    </Modal>
  );
}
