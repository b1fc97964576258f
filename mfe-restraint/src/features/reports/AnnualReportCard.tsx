import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, InputNumber, Modal, Radio, Space, Table, Typography, type TableColumnsType } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { RestraintPermissions as R, type AnnualMove, type AnnualReport, type AnnualSchool } from '@portal/shared-contracts/restraint';
import {
  DownloadButton,
  formatDay,
  httpErrorMessage,
  useAppQueryKey,
  usePermissions,
  useRefreshingTask,
  useShellContext,
  ScrollRegion,
} from '@portal/shared-contracts/sdk';
import { ANNUAL_DOWNLOAD_PATH, fetchAnnualReport, moveAnnualReport, saveAnnualEntry } from '../../api/annual-report';
import { ReportsTexts as T } from './reports-texts';

type Entered = Record<number, { teachers: number | null; pupils: number | null }>;
const RATES = [
  'physicalPerTeacher',
  'physicalPerPupil',
  'mechanicalPerTeacher',
  'mechanicalPerPupil',
  'violationsPerTeacher',
  'violationsPerPupil',
] as const;
const EDITABLE = new Set<string | null>([null, 'In progress', 'Returned']);

function ReturnDialog({ onReturn, onClose }: { onReturn(reason: string): Promise<void>; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!reason.trim()) return setError(T.reasonRequired);
    await onReturn(reason.trim());
    onClose();
  };
  return (
    <Modal open title={T.returnTitle} onCancel={onClose} onOk={() => void confirm()} okText={T.return}>
      <label htmlFor="annual-return-reason">{T.reason}</label>
      <Input.TextArea
        id="annual-return-reason"
        value={reason}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'annual-return-reason-error' : undefined}
        onChange={(event) => setReason(event.target.value)}
        maxLength={2000}
      />
      {error ? (
        <Typography.Text type="danger" id="annual-return-reason-error">
          {error}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}

/**
 * The annual report (restraint.md, Reports and formulas; NRS 388.515): counts from finalized
 * incidents per school, teachers and pupils the LEA enters, the rates; In progress -> Submitted
 * (violation finalize) -> Accepted or Returned (state). All-LEA users also see the state's compilation.
 */
export function AnnualReportCard() {
  const permissions = usePermissions();
  const { leaId } = useShellContext();
  const allLeas = permissions.includes(AppPermissions.AllLeas);
  const [wholeState, setWholeState] = useState(allLeas);
  const scope = wholeState ? null : leaId;
  const key = useAppQueryKey('restraint', 'annual-report', scope);
  const report = useQuery({ queryKey: key, queryFn: () => fetchAnnualReport(scope) });
  const runTask = useRefreshingTask(key);
  const [entered, setEntered] = useState<Entered>({});
  const [returning, setReturning] = useState(false);

  const data: AnnualReport | undefined = report.data;
  const editable = data !== undefined && data.leaId !== null && EDITABLE.has(data.status) && permissions.includes(R.ViolationUpdate);
  const value = (school: AnnualSchool, field: 'teachers' | 'pupils') => entered[school.schoolId]?.[field] ?? school[field];
  const enter = (school: AnnualSchool, field: 'teachers' | 'pupils', next: number | null) =>
    setEntered((current) => ({
      ...current,
      [school.schoolId]: { teachers: value(school, 'teachers'), pupils: value(school, 'pupils'), [field]: next },
    }));

  const save = async () => {
    if (!data || data.leaId === null) return;
    const schools = data.schools.map((school) => ({
      schoolId: school.schoolId,
      teachers: value(school, 'teachers'),
      pupils: value(school, 'pupils'),
    }));
    const outcome = await runTask(() => saveAnnualEntry({ leaId: data.leaId!, version: data.version ?? 0, schools }), {
      before: T.saving,
      success: T.saved,
    });
    if (outcome.ok) setEntered({});
  };
  const move = async (to: AnnualMove['to'], reason?: string) => {
    if (!data || data.leaId === null) return;
    await runTask(() => moveAnnualReport({ leaId: data.leaId!, to, ...(reason ? { reason } : {}) }), {
      before: T.moving,
      success: T.moved[to],
    });
  };

  const numberInput = (school: AnnualSchool, field: 'teachers' | 'pupils') => (
    <InputNumber
      min={0}
      precision={0}
      value={value(school, field)}
      aria-label={field === 'teachers' ? T.teachersOf(school.schoolName) : T.pupilsOf(school.schoolName)}
      onChange={(next) => enter(school, field, next)}
    />
  );
  const columns: TableColumnsType<AnnualSchool> = [
    { title: T.columns.schoolName, dataIndex: 'schoolName' },
    { title: T.columns.physical, dataIndex: 'physical' },
    { title: T.columns.mechanical, dataIndex: 'mechanical' },
    { title: T.columns.violations, dataIndex: 'violations' },
    {
      title: T.columns.teachers,
      key: 'teachers',
      render: (_, school) => (editable ? numberInput(school, 'teachers') : (school.teachers ?? 'N/A')),
    },
    {
      title: T.columns.pupils,
      key: 'pupils',
      render: (_, school) => (editable ? numberInput(school, 'pupils') : (school.pupils ?? 'N/A')),
    },
    ...RATES.map((rate) => ({ title: T.columns[rate], key: rate, render: (_: unknown, school: AnnualSchool) => T.rate(school[rate]) })),
  ];
  const total = data?.total;
  const mayMove = (to: AnnualMove['to']) => {
    if (!data || data.leaId === null) return false;
    if (to === 'Submitted') return EDITABLE.has(data.status) && permissions.includes(R.ViolationFinalize);
    return data.status === 'Submitted' && permissions.includes(R.DocumentApprovalUpdate);
  };

  return (
    <section aria-labelledby="annual-report-title">
      <Typography.Title level={2} id="annual-report-title">
        {T.annualTitle}
      </Typography.Title>
      <Typography.Paragraph>{T.annualIntro}</Typography.Paragraph>
      {allLeas ? (
        <Space style={{ marginBottom: 16 }}>
          <span id="annual-scope">{T.scope}</span>
          <Radio.Group
            aria-labelledby="annual-scope"
            value={wholeState}
            onChange={(event) => setWholeState(event.target.value as boolean)}
            options={[
              { value: true, label: T.state },
              { value: false, label: T.chosenLea },
            ]}
          />
        </Space>
      ) : null}
      {report.error ? <Alert type="error" showIcon title={httpErrorMessage(report.error)} style={{ marginBottom: 16 }} /> : null}
      {data ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            ...(data.leaId === null ? [] : [{ key: 'status', label: T.status, children: data.status ?? T.notOpened }]),
            { key: 'due', label: T.dueDate, children: `${formatDay(data.dueDate)}${data.late ? ` (${T.late})` : ''}` },
            ...(data.returnedReason ? [{ key: 'reason', label: T.returnedReason, children: data.returnedReason }] : []),
          ]}
        />
      ) : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <DownloadButton path={ANNUAL_DOWNLOAD_PATH} params={scope === null ? {} : { leaId: scope }} name="annual-report" />
        <DownloadButton
          path={ANNUAL_DOWNLOAD_PATH}
          params={{ ...(scope === null ? {} : { leaId: scope }), public: true }}
          name="annual-report-public"
          texts={T.publicFile}
        />
      </Space>
      <ScrollRegion label={T.caption}>
        <Table<AnnualSchool>
          caption={T.caption}
          rowKey="schoolId"
          size="small"
          columns={columns}
          dataSource={data?.schools}
          loading={report.isFetching}
          pagination={false}
          summary={() =>
            total ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{T.total}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1}>{total.physical}</Table.Summary.Cell>
                <Table.Summary.Cell index={2}>{total.mechanical}</Table.Summary.Cell>
                <Table.Summary.Cell index={3}>{total.violations}</Table.Summary.Cell>
                <Table.Summary.Cell index={4}>{total.teachers ?? 'N/A'}</Table.Summary.Cell>
                <Table.Summary.Cell index={5}>{total.pupils ?? 'N/A'}</Table.Summary.Cell>
                {RATES.map((rate, index) => (
                  <Table.Summary.Cell key={rate} index={6 + index}>
                    {T.rate(total[rate])}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      </ScrollRegion>
      <Space wrap style={{ marginTop: 16 }}>
        {editable ? (
          <Button onClick={() => void save()} disabled={Object.keys(entered).length === 0}>
            {T.save}
          </Button>
        ) : null}
        {mayMove('Submitted') ? (
          <Button type="primary" onClick={() => void move('Submitted')}>
            {T.submit}
          </Button>
        ) : null}
        {mayMove('Accepted') ? (
          <Button type="primary" onClick={() => void move('Accepted')}>
            {T.accept}
          </Button>
        ) : null}
        {mayMove('Returned') ? <Button onClick={() => setReturning(true)}>{T.return}</Button> : null}
      </Space>
      {returning ? <ReturnDialog onReturn={(reason) => move('Returned', reason)} onClose={() => setReturning(false)} /> : null}
    </section>
  );
}
