import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestraintImportMessages, type RestraintImportResult } from '@portal/shared-contracts/restraint';
import { ImportPreviewTexts as P, ImportProblemTexts as Problems } from '@portal/shared-contracts/sdk';
import { installApi, type ApiCall } from '@portal/shared-contracts/testing';
import { adams, localAdmin, renderRestraintPage, stateUser } from '../../testing/dashboard-harness';
import { ImportTexts as T } from './import-texts';
import { ImportPage } from './ImportPage';

const result = (committed: boolean): RestraintImportResult => ({
  committed,
  finalize: committed,
  batchId: committed ? 5 : null,
  fileHash: 'abc',
  rows: 3,
  acceptedRows: 2,
  rejectedRows: 1,
  newIncidents: 1,
  changedIncidents: 0,
  unchangedIncidents: 0,
  incidents: [
    {
      id: committed ? 41 : null,
      number: committed ? 'RAI-27-00041' : null,
      localIncidentId: 'LOC-1',
      leaId: adams.id,
      schoolId: 11,
      privateSchoolId: null,
      change: 'new',
      status: committed ? 'Finalized' : 'Draft',
    },
  ],
  rejected: [
    { line: 4, column: 'incident_date', message: RestraintImportMessages.noFutureDates },
    { line: 4, column: 'grade', message: RestraintImportMessages.selectFromList },
  ],
  warnings: [{ line: 2, column: 'end_time', message: RestraintImportMessages.long(75) }],
  ignoredColumns: ['notes'],
});

function install() {
  let preview = false;
  return installApi((call) => {
    if (call.path === '/api/restraint/imports') {
      preview = call.query.preview === 'true';
      return Response.json({ id: 'import-1', status: 'queued' }, { status: 202 });
    }
    if (call.path === '/api/restraint/imports/import-1')
      return { id: 'import-1', status: 'done', progress: { done: 3, total: 3 }, result: result(!preview) };
    return undefined;
  });
}

beforeEach(() => sessionStorage.clear());

const uploads = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/restraint/imports');
const button = (name: string) => screen.getByRole('button', { name });

function chooseFile() {
  const chosen = new NodeFile(['lea_code,school_code\n01-1000,S1\n'], 'incidents.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText(T.chooseFile), { target: { files: [chosen] } });
}

test('previews the file with its rejected lines and warnings, then commits it finalizing each incident', async () => {
  const calls = install();
  renderRestraintPage(ImportPage, 'import', localAdmin);
  expect(await screen.findByRole('heading', { level: 1, name: 'Data Import' })).toBeInTheDocument();
  expect(button(P.preview)).toBeDisabled();
  chooseFile();
  await waitFor(() => expect(button(P.preview)).toBeEnabled());
  fireEvent.click(screen.getByRole('checkbox', { name: T.finalize }));
  fireEvent.click(button(P.preview));

  expect(await screen.findByText(P.previewNote)).toBeInTheDocument();
  const rejected = screen.getByRole('region', { name: Problems.rejectedTitle });
  const line = within(rejected).getByText('4').closest('tr')!;
  expect(line).toHaveTextContent(`incident_date: ${RestraintImportMessages.noFutureDates}`);
  expect(line).toHaveTextContent(`grade: ${RestraintImportMessages.selectFromList}`);
  expect(within(screen.getByRole('region', { name: Problems.warningsTitle })).getByText(/lasted 75 minutes/)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: T.incidentsTitle })).getByText(T.notYetNumbered)).toBeInTheDocument();
  expect(screen.getByText(T.ignored(['notes']))).toBeInTheDocument();
  expect(uploads(calls).map((c) => c.query)).toEqual([{ finalize: 'true', preview: 'true' }]);

  fireEvent.click(button(T.commit));
  expect(await screen.findByText(T.done)).toBeInTheDocument();
  expect(uploads(calls).map((c) => c.query)).toEqual([
    { finalize: 'true', preview: 'true' },
    { finalize: 'true', preview: 'false' },
  ]);
  expect(screen.getByRole('link', { name: 'RAI-27-00041' })).toHaveAttribute(
    'href',
    '/restraint-aversive-intervention/incidents?incidentId=41',
  );
  expect(within(screen.getByRole('region', { name: T.incidentsTitle })).getByText('Finalized')).toBeInTheDocument();
});

test('offers "finalize on commit" only to those who may finalize', async () => {
  install();
  renderRestraintPage(
    ImportPage,
    'import',
    localAdmin.filter((p) => !p.endsWith('violation.finalize')),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Data Import' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: T.finalize })).not.toBeInTheDocument();
});

test('is denied to a user without data import', () => {
  const calls = installApi(() => undefined);
  renderRestraintPage(ImportPage, 'import', stateUser);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
