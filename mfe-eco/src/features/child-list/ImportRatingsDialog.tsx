import { useEffect, useId, useState } from 'react';
import { Alert, Button, Modal, Typography, type TableColumnsType } from 'antd';
import type { ImportProgress } from '@portal/shared-contracts';
import { EcoImportLimits, EcoImportMessages, type EcoImportResult, type EcoImportRowIssue } from '@portal/shared-contracts/eco';
import {
  CsvFileInput,
  followImport,
  httpErrorMessage,
  ImportCounts,
  ImportProgressBar,
  ImportRowsTable,
  RejectedRowsDownload,
  rememberedImport,
  useRefreshingTask,
  useTaskSnackbar,
  type CsvChoice,
} from '@portal/shared-contracts/sdk';
import { commitImport, ECO_IMPORTS_PATH, previewImport } from '../../api/imports';
import { ecoKeys } from '../../api/keys';
import { importColumnLabel } from '../../components/eco-labels';
import { ImportTexts as T } from './import-texts';

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'chosen'; file: File; error?: string }
  | { kind: 'previewed'; file: File; result: EcoImportResult; error?: string }
  | { kind: 'done'; result: EcoImportResult };

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
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const runTask = useTaskSnackbar();
  const runChange = useRefreshingTask(ecoKeys.all);
  const helpId = useId();
  const formatsId = useId();

  // An import left running (the page was left) is followed again, and its report shown.
  useEffect(() => {
    const id = rememberedImport(ECO_IMPORTS_PATH);
    if (!id) return;
    setRunning(true);
    followImport<EcoImportResult>(ECO_IMPORTS_PATH, id, setProgress)
      .then((result) => setStep({ kind: 'done', result }))
      .catch((error: unknown) => setStep({ kind: 'choose', error: httpErrorMessage(error) }))
      .finally(() => {
        setRunning(false);
        setProgress(null);
      });
  }, []);

  const choose = (choice: CsvChoice) => {
    if (choice.kind === 'chosen') setStep({ kind: 'chosen', file: choice.file });
    else setStep({ kind: 'choose', error: choice.kind === 'refused' ? choice.message : undefined });
  };

  const preview = async (file: File) => {
    setRunning(true);
    const outcome = await runTask(() => previewImport(file, setProgress), { before: T.previewing, success: T.previewed });
    setRunning(false);
    setProgress(null);
    // A file refused as a whole (a missing column, too many rows) says why beside the file, after the snackbar has gone.
    setStep(
      outcome.ok ? { kind: 'previewed', file, result: outcome.value } : { kind: 'chosen', file, error: httpErrorMessage(outcome.error) },
    );
  };

  const runImport = async (previewed: Extract<Step, { kind: 'previewed' }>) => {
    setRunning(true);
    const outcome = await runChange(() => commitImport(previewed.file, setProgress), { before: T.importing, success: T.imported });
    setRunning(false);
    setProgress(null);
    if (!outcome.ok) return setStep({ ...previewed, error: httpErrorMessage(outcome.error) });
    setStep({ kind: 'done', result: outcome.value });
  };

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
          onClick={() => step.kind === 'previewed' && void runImport(step)}
        >
          {T.runImport}
        </Button>
      </>
    );

  return (
    <Modal open={open} title={T.title} width={900} onCancel={close} afterClose={onClose} footer={footer}>
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
