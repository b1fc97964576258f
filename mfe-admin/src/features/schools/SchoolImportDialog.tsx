import { useId, useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { SchoolImportMessages, SchoolLimits, type SchoolImportReport } from '@portal/shared-contracts/admin';
import { CsvFileInput, ImportProgressBar, useImportSteps } from '@portal/shared-contracts/sdk';
import { ImportReport } from './ImportReport';
import { SCHOOL_IMPORTS_PATH } from '../../api/schools';
import { SchoolTexts } from './school-texts';

interface SchoolImportDialogProps {
  onClose(): void;
  /** After the import saved (found on return too): the list is read again. */
  onImported(): void;
}

const nothingToDo = (report: SchoolImportReport) => report.added.length + report.changed.length === 0;

/**
 * The import from the third-party schools interface: the chosen file is first previewed (the service
 * runs the very import and rolls it back), whose report says what the import would add, change and
 * refuse; Import then saves it and shows what was done. Choosing another file starts over. A page
 * left while the import runs shows its progress, then its report, when the dialog opens again.
 */
export function SchoolImportDialog({ onClose, onImported }: SchoolImportDialogProps) {
  const [open, setOpen] = useState(true);
  const { step, progress, running, choose, preview, commit, leave } = useImportSteps<SchoolImportReport>({
    path: SCHOOL_IMPORTS_PATH,
    previewing: { before: SchoolTexts.checking, success: SchoolTexts.checked },
    importing: { before: SchoolTexts.importing, success: SchoolTexts.imported },
    committed: (report) => !report.dryRun,
    onCommitted: onImported,
  });
  const helpId = useId();

  const close = () => setOpen(false);
  const footer =
    step.kind === 'previewed' ? (
      <>
        <Button onClick={close}>{SchoolTexts.cancel}</Button>
        <Button type="primary" loading={running} onClick={() => void commit(step)}>
          {SchoolTexts.runImport}
        </Button>
      </>
    ) : (
      <Button onClick={close}>{SchoolTexts.close}</Button>
    );

  return (
    <Modal
      open={open}
      title={SchoolTexts.importTitle}
      width={900}
      onCancel={close}
      afterClose={() => {
        leave();
        onClose();
      }}
      footer={footer}
    >
      <Typography.Paragraph id={helpId}>{SchoolTexts.importHelp}</Typography.Paragraph>
      {step.kind !== 'done' ? (
        <CsvFileInput
          label={SchoolTexts.chooseFile}
          describedBy={helpId}
          maxBytes={SchoolLimits.importBytes}
          tooLarge={SchoolImportMessages.tooLarge}
          disabled={running}
          onChoose={(choice) => {
            choose(choice);
            if (choice.kind === 'chosen') void preview(choice.file);
          }}
        />
      ) : null}
      {progress ? <ImportProgressBar progress={progress} label={SchoolTexts.progress} /> : null}
      {step.kind !== 'done' && step.error ? (
        <Alert type="error" showIcon role="alert" title={step.error} style={{ whiteSpace: 'pre-line', marginBottom: 16 }} />
      ) : null}
      {step.kind === 'previewed' || (step.kind === 'done' && step.result.dryRun) ? (
        <Typography.Paragraph strong>{SchoolTexts.dryRunNote}</Typography.Paragraph>
      ) : null}
      {step.kind === 'previewed' && nothingToDo(step.result) ? (
        <Alert type="info" showIcon title={SchoolTexts.nothingToDo} style={{ marginBottom: 16 }} />
      ) : null}
      {step.kind === 'done' && !step.result.dryRun ? <Typography.Paragraph strong>{SchoolTexts.doneNote}</Typography.Paragraph> : null}
      {step.kind === 'previewed' || step.kind === 'done' ? <ImportReport report={step.result} /> : null}
    </Modal>
  );
}
