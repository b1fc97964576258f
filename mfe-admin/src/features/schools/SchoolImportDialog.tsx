import { useId, useState } from 'react';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { SchoolImportMessages, SchoolLimits, type SchoolImportReport } from '@portal/shared-contracts/admin';
import { CsvFileInput, httpErrorMessage, useTaskSnackbar, type CsvChoice } from '@portal/shared-contracts/sdk';
import { ImportReport } from './ImportReport';
import { importSchools } from '../../api/schools';
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
  const helpId = useId();

  const check = async (choice: CsvChoice) => {
    if (choice.kind === 'none') return setStep({ kind: 'choose' });
    if (choice.kind === 'refused') return setStep({ kind: 'choose', error: choice.message });
    setStep({ kind: 'checking' });
    try {
      setStep({ kind: 'checked', file: choice.text, report: await importSchools(choice.text, true) });
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
        <CsvFileInput
          label={SchoolTexts.chooseFile}
          describedBy={helpId}
          maxBytes={SchoolLimits.importBytes}
          tooLarge={SchoolImportMessages.tooLarge}
          disabled={step.kind === 'checking' || importing}
          onChoose={(choice) => void check(choice)}
        />
      ) : null}
      {step.kind === 'choose' && step.error ? (
        <Alert type="error" showIcon role="alert" title={step.error} style={{ whiteSpace: 'pre-line' }} />
      ) : null}
      {step.kind === 'checking' ? <Spin description={SchoolTexts.checking} /> : null}
      {step.kind === 'checked' ? (
        <>
          <Typography.Paragraph strong>{SchoolTexts.dryRunNote}</Typography.Paragraph>
          {step.report.added.length + step.report.changed.length === 0 ? (
            <Alert type="info" showIcon title={SchoolTexts.nothingToDo} style={{ marginBottom: 16 }} />
          ) : null}
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
