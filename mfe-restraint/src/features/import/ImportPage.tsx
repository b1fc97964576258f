import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Space, Table, Typography, type TableColumnsType } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import {
  incidentPagePath,
  RestraintImportLimits,
  RestraintImportMessages,
  RestraintPermissions,
  type RestraintImportIncident,
  type RestraintImportProblem,
  type RestraintImportResult,
} from '@portal/shared-contracts/restraint';
import {
  CsvFileInput,
  ImportCounts,
  ImportProgressBar,
  ImportRowsTable,
  RejectedRowsDownload,
  TextBlock,
  useCurrentRoute,
  useImportSteps,
  usePaginator,
  usePermissions,
} from '@portal/shared-contracts/sdk';
import { ImportTexts as T } from './import-texts';

export const RESTRAINT_IMPORTS_PATH = 'restraint/imports';

/** A line's problems together: the tables list a line once, with each column at fault. */
interface LineProblems {
  line: number;
  problems: { column: string; message: string }[];
}

const byLine = (problems: readonly RestraintImportProblem[]): LineProblems[] => {
  const lines = new Map<number, LineProblems>();
  for (const { line, column, message } of problems) {
    const entry = lines.get(line) ?? { line, problems: [] };
    entry.problems.push({ column, message });
    lines.set(line, entry);
  }
  return [...lines.values()];
};

const problemColumns: TableColumnsType<LineProblems> = [
  { title: T.columns.line, dataIndex: 'line', width: 80 },
  {
    title: T.columns.problems,
    key: 'problems',
    render: (_, row) => row.problems.map(({ column, message }) => <div key={`${column}:${message}`}>{`${column}: ${message}`}</div>),
  },
];

const wouldChange = (result: RestraintImportResult) => result.newIncidents + result.changedIncidents > 0;

function IncidentsTable({ incidents }: { incidents: RestraintImportIncident[] }) {
  const { pagination } = usePaginator(undefined, { all: false });
  const columns: TableColumnsType<RestraintImportIncident> = [
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
  if (incidents.length === 0) return null;
  return (
    <section aria-label={T.incidentsTitle}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {T.incidentsTitle}
      </Typography.Title>
      <Table<RestraintImportIncident>
        rowKey={(incident) => `${incident.leaId}:${incident.schoolId ?? `p${incident.privateSchoolId}`}:${incident.localIncidentId}`}
        size="small"
        columns={columns}
        dataSource={incidents}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}

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
      <div>
        <RejectedRowsDownload rows={result.rejected} filename={T.rejectedFile} label={T.downloadRejected} />
      </div>
      <ImportRowsTable title={T.rejectedTitle} rows={byLine(result.rejected)} columns={problemColumns} />
      <ImportRowsTable title={T.warningsTitle} rows={byLine(result.warnings)} columns={problemColumns} />
      <IncidentsTable incidents={result.incidents} />
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
  const { step, progress, running, choose, preview, commit, leave } = useImportSteps<RestraintImportResult>({
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
              {T.commit}
            </Button>
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
          <ImportResult result={step.result} />
        </>
      ) : null}
    </>
  );
}
