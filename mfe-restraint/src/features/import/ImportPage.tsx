import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Space, Typography, type TableColumnsType } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import {
  incidentPagePath,
  RestraintImportLimits,
  RestraintImportMessages,
  RestraintPermissions,
  type RestraintImportIncident,
  type RestraintImportResult,
} from '@portal/shared-contracts/restraint';
import {
  CsvFileInput,
  ImportCounts,
  ImportPreviewButtons,
  ImportPreviewReport,
  ImportProblemTables,
  ImportRowsTable,
  problemsByLine,
  TextBlock,
  useCurrentRoute,
  useImportSteps,
  usePermissions,
} from '@portal/shared-contracts/sdk';
import { ImportTexts as T } from './import-texts';

export const RESTRAINT_IMPORTS_PATH = 'restraint/imports';

const wouldChange = (result: RestraintImportResult) => result.newIncidents + result.changedIncidents > 0;

const incidentColumns: TableColumnsType<RestraintImportIncident> = [
  {
    title: T.columns.number,
    key: 'number',
    render: (_, incident) =>
      incident.id !== null && incident.number ? <Link to={incidentPagePath(incident.id)}>{incident.number}</Link> : T.notYetNumbered,
  },
  { title: T.columns.localIncidentId, dataIndex: 'localIncidentId' },
  { title: T.columns.change, key: 'change', render: (_, incident) => T.change[incident.change] },
  { title: T.columns.status, dataIndex: 'status' },
];

// An incident is one or more lines of the file: its LEA, school and local id name it.
const incidentKey = (incident: RestraintImportIncident) =>
  `${incident.leaId}:${incident.schoolId ?? `p${incident.privateSchoolId}`}:${incident.localIncidentId}`;

/** The counts, the rejected rows as a file to correct, the rejected and warned lines, and the incidents written or to be written. */
function ImportResult({ result }: { result: RestraintImportResult }) {
  return (
    <>
      <ImportCounts
        counts={[
          [T.rows, result.rows],
          [T.accepted, result.acceptedRows],
          [T.rejected, result.rejectedRows],
          [T.newIncidents, result.newIncidents],
          [T.changedIncidents, result.changedIncidents],
          [T.unchangedIncidents, result.unchangedIncidents],
          [T.warningsCount, result.warnings.length],
        ]}
      />
      {result.ignoredColumns.length ? (
        <Alert type="warning" showIcon title={T.ignored(result.ignoredColumns)} style={{ marginBottom: 16 }} />
      ) : null}
      <ImportProblemTables rejected={problemsByLine(result.rejected)} warnings={problemsByLine(result.warnings)} />
      <ImportRowsTable title={T.incidentsTitle} rows={result.incidents} columns={incidentColumns} rowKey={incidentKey} />
    </>
  );
}

/**
 * The bulk import (restraint.md, Bulk import): choose a CSV file, preview it (the service runs the
 * very import and rolls it back), then Commit or Cancel. Commit writes every accepted incident in
 * one transaction, as drafts, or finalized with "finalize on commit" for whoever may finalize.
 */
export function ImportPage() {
  const { route } = useCurrentRoute();
  const queryClient = useQueryClient();
  const mayFinalize = usePermissions().includes(RestraintPermissions.ViolationFinalize);
  const [finalize, setFinalize] = useState(false);
  const steps = useImportSteps<RestraintImportResult>({
    path: RESTRAINT_IMPORTS_PATH,
    previewing: { before: T.previewing, success: T.previewed },
    importing: { before: T.importing, success: T.imported },
    committed: (result) => result.committed,
    onCommitted: () => void queryClient.invalidateQueries({ queryKey: ['restraint'] }),
    params: { finalize },
  });
  const [fileKey, setFileKey] = useState(0);
  const helpId = useId();
  const formatsId = useId();
  const finalizeHelpId = useId();
  const { step, running, choose, leave } = steps;

  const startOver = () => {
    leave();
    choose({ kind: 'none' });
    setFileKey((key) => key + 1);
  };

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <TextBlock code={TextBlockCodes.violationsImport} />
      <Typography.Paragraph id={helpId}>{T.help}</Typography.Paragraph>
      <Typography.Paragraph id={formatsId}>{T.formats}</Typography.Paragraph>
      {step.kind !== 'done' ? (
        <>
          <CsvFileInput
            key={fileKey}
            label={T.chooseFile}
            describedBy={`${helpId} ${formatsId}`}
            maxBytes={RestraintImportLimits.importBytes}
            tooLarge={RestraintImportMessages.tooLarge}
            disabled={running}
            onChoose={choose}
          />
          {mayFinalize ? (
            <div style={{ margin: '16px 0' }}>
              <Checkbox
                checked={finalize}
                disabled={running || step.kind === 'previewed'}
                onChange={(event) => setFinalize(event.target.checked)}
                aria-describedby={finalizeHelpId}
              >
                {T.finalize}
              </Checkbox>
              <Typography.Paragraph id={finalizeHelpId} type="secondary">
                {T.finalizeHelp}
              </Typography.Paragraph>
            </div>
          ) : null}
          <Space style={{ marginBottom: 16 }}>
            <ImportPreviewButtons steps={steps} wouldChange={wouldChange} commitLabel={T.commit} />
            <Button disabled={running || step.kind === 'choose'} onClick={startOver}>
              {T.cancel}
            </Button>
          </Space>
        </>
      ) : (
        <Space style={{ marginBottom: 16 }}>
          <Button onClick={startOver}>{T.startOver}</Button>
        </Space>
      )}
      <ImportPreviewReport
        steps={steps}
        wouldChange={wouldChange}
        doneText={T.done}
        report={(result) => <ImportResult result={result} />}
      />
    </>
  );
}
