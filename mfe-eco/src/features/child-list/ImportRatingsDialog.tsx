import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import type { TableColumn } from '@portal/shared-contracts';
import { EcoImportLimits, EcoImportMessages, type EcoImportResult, type EcoImportRowIssue } from '@portal/shared-contracts/eco';
import {
  CsvFileInput,
  ImportCounts,
  ImportPreviewButtons,
  ImportPreviewReport,
  ImportProblemTables,
  useImportSteps,
  type ImportLineProblems,
} from '@portal/shared-contracts/sdk';
import { ECO_IMPORTS_PATH } from '../../api/imports';
import { ecoKeys } from '../../api/keys';
import { importColumnLabel } from '../../components/eco-labels';
import { ImportTexts as T } from './import-texts';

const wouldChange = (result: EcoImportResult) => result.imported + result.updated > 0;

type IssueLine = ImportLineProblems & Pick<EcoImportRowIssue, 'stateStudentId'>;

const issueLines = (issues: EcoImportRowIssue[]): IssueLine[] =>
  issues.map(({ line, stateStudentId, reasons }) => ({
    line,
    stateStudentId,
    problems: Object.entries(reasons).map(([column, message]) => ({ column: importColumnLabel(column), message })),
  }));

// A line names its child too, in the tables and in the rejected rows' file.
const childColumns: readonly TableColumn<IssueLine>[] = [
  { key: 'stateStudentId', header: T.stateStudentId, value: (line) => line.stateStudentId },
];

/** The counts, then the rows refused (also as a file to correct) and the rows kept with warnings. */
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
      <ImportProblemTables rejected={issueLines(result.rejected)} warnings={issueLines(result.warnings)} rowColumns={childColumns} />
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
  const steps = useImportSteps<EcoImportResult>({
    path: ECO_IMPORTS_PATH,
    previewing: { before: T.previewing, success: T.previewed },
    importing: { before: T.importing, success: T.imported },
    committed: (result) => result.committed,
    onCommitted: () => void queryClient.invalidateQueries({ queryKey: ecoKeys.all }),
  });
  const helpId = useId();
  const formatsId = useId();
  const { step, running, choose, leave } = steps;

  const close = () => setOpen(false);
  const footer =
    step.kind === 'done' ? (
      <Button onClick={close}>{T.close}</Button>
    ) : (
      <>
        <Button onClick={close}>{T.cancel}</Button>
        <ImportPreviewButtons steps={steps} wouldChange={wouldChange} commitLabel={T.runImport} />
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
      <ImportPreviewReport
        steps={steps}
        wouldChange={wouldChange}
        doneText={T.done}
        report={(result) => <ImportResult result={result} />}
      />
    </Modal>
  );
}
