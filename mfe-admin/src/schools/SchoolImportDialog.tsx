import { useId, useState } from 'react';
import { Alert, Button, Form, Modal, Spin, Typography } from 'antd';
import { SchoolImportMessages, SchoolLimits, type SchoolImportReport } from '@portal/shared-contracts';
import { httpErrorMessage, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import { ImportReport } from './ImportReport';
import { importSchools } from './schools-api';
import { SchoolTexts } from './school-texts';

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'checking' }
  | { kind: 'checked'; file: string; report: SchoolImportReport }
  | { kind: 'done'; report: SchoolImportReport };

interface SchoolImportDialogProps {
  onClose(): void;
  /** After the import saved: the list is read again. */
  onImported(): void;
}

/**
 * The import from the third-party schools interface: the chosen file is first sent as a dry run, whose
 * report says what the import would add, change and refuse; Import then saves it and shows what was
 * done. Choosing another file starts over.
 */
export function SchoolImportDialog({ onClose, onImported }: SchoolImportDialogProps) {
  const [open, setOpen] = useState(true);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [importing, setImporting] = useState(false);
  const runTask = useTaskSnackbar();
  const inputId = useId();
  const helpId = `${inputId}-help`;

  const check = async (chosen: File | undefined) => {
    if (!chosen) return setStep({ kind: 'choose' });
    if (chosen.size > SchoolLimits.importBytes) return setStep({ kind: 'choose', error: SchoolImportMessages.tooLarge });
    setStep({ kind: 'checking' });
    const file = await chosen.text();
    try {
      setStep({ kind: 'checked', file, report: await importSchools(file, true) });
    } catch (error) {
      setStep({ kind: 'choose', error: httpErrorMessage(error) });
    }
  };

  const runImport = async (file: string) => {
    setImporting(true);
    const outcome = await runTask(() => importSchools(file, false), { before: SchoolTexts.importing, success: SchoolTexts.imported });
    setImporting(false);
    if (!outcome.ok) return;
    setStep({ kind: 'done', report: outcome.value });
    onImported();
  };

  const close = () => setOpen(false);
  const footer =
    step.kind === 'checked' ? (
      <>
        <Button onClick={close}>{SchoolTexts.cancel}</Button>
        <Button type="primary" loading={importing} onClick={() => void runImport(step.file)}>
          {SchoolTexts.runImport}
        </Button>
      </>
    ) : (
      <Button onClick={close}>{SchoolTexts.close}</Button>
    );

  return (
    <Modal open={open} title={SchoolTexts.importTitle} width={900} onCancel={close} afterClose={onClose} footer={footer}>
      <Typography.Paragraph id={helpId}>{SchoolTexts.importHelp}</Typography.Paragraph>
      {step.kind !== 'done' ? (
        <Form layout="vertical" component={false}>
          <Form.Item label={SchoolTexts.chooseFile} htmlFor={inputId}>
            <input id={inputId} type="file" accept=".csv,text/csv" aria-describedby={helpId} disabled={step.kind === 'checking' || importing} onChange={(event) => void check(event.target.files?.[0])} />
          </Form.Item>
        </Form>
      ) : null}
      {step.kind === 'choose' && step.error ? <Alert type="error" showIcon role="alert" title={step.error} style={{ whiteSpace: 'pre-line' }} /> : null}
      {step.kind === 'checking' ? <Spin description={SchoolTexts.checking} /> : null}
      {step.kind === 'checked' ? (
        <>
          <Typography.Paragraph strong>{SchoolTexts.dryRunNote}</Typography.Paragraph>
          {step.report.added.length + step.report.changed.length === 0 ? <Alert type="info" showIcon title={SchoolTexts.nothingToDo} style={{ marginBottom: 16 }} /> : null}
          <ImportReport report={step.report} />
        </>
      ) : null}
      {step.kind === 'done' ? (
        <>
          <Typography.Paragraph strong>{SchoolTexts.doneNote}</Typography.Paragraph>
          <ImportReport report={step.report} />
        </>
      ) : null}
    </Modal>
  );
}
