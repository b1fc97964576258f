import type { ReactNode } from 'react';
import { Alert, Button, Typography } from 'antd';
import { ImportProgressBar } from './import-report';
import type { ImportSteps } from './import-steps';

export const ImportPreviewTexts = {
  preview: 'Preview',
  progress: 'Import progress',
  previewNote: 'Nothing has been saved yet. This is what the import will do:',
  nothingToDo: 'The file changes nothing: there is nothing to import.',
} as const;

interface ImportPreviewProps<R> {
  steps: ImportSteps<R>;
  /** Whether the previewed import would write anything: only then may it run. */
  wouldChange(result: R): boolean;
}

/** An import's Preview button, then its button that runs the previewed import (`commitLabel`), which waits for a preview that changes something. */
export function ImportPreviewButtons<R>({ steps, wouldChange, commitLabel }: ImportPreviewProps<R> & { commitLabel: string }) {
  const { step, running, preview, commit } = steps;
  return (
    <>
      <Button
        disabled={step.kind !== 'chosen'}
        loading={running && step.kind === 'chosen'}
        onClick={() => step.kind === 'chosen' && void preview(step.file)}
      >
        {ImportPreviewTexts.preview}
      </Button>
      <Button
        type="primary"
        disabled={step.kind !== 'previewed' || !wouldChange(step.result)}
        loading={running && step.kind === 'previewed'}
        onClick={() => step.kind === 'previewed' && void commit(step)}
      >
        {commitLabel}
      </Button>
    </>
  );
}

/**
 * Below an import's file: its progress, why the file was refused, and the report of the preview
 * (saying that nothing is saved yet) or of the import (`doneText` once it saved).
 */
export function ImportPreviewReport<R>({
  steps,
  wouldChange,
  doneText,
  report,
}: ImportPreviewProps<R> & { doneText: string; report(result: R): ReactNode }) {
  const { step, progress } = steps;
  const T = ImportPreviewTexts;
  const previewNote = <Typography.Paragraph strong>{T.previewNote}</Typography.Paragraph>;
  return (
    <>
      {progress ? <ImportProgressBar progress={progress} label={T.progress} /> : null}
      {step.kind !== 'done' && step.error ? (
        <Alert type="error" showIcon role="alert" title={step.error} style={{ whiteSpace: 'pre-line', marginBottom: 16 }} />
      ) : null}
      {step.kind === 'previewed' ? (
        <>
          {previewNote}
          {wouldChange(step.result) ? null : <Alert type="info" showIcon title={T.nothingToDo} style={{ marginBottom: 16 }} />}
          {report(step.result)}
        </>
      ) : null}
      {step.kind === 'done' ? (
        <>
          {step.committed ? <Alert type="success" showIcon role="status" title={doneText} style={{ marginBottom: 16 }} /> : previewNote}
          {report(step.result)}
        </>
      ) : null}
    </>
  );
}
