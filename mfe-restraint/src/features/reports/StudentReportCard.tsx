import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { StudentReport } from '@portal/shared-contracts/restraint';
import { DownloadButton, formatDay, httpErrorMessage, useAppQueryKey } from '@portal/shared-contracts/sdk';
import { fetchStudentReport, STUDENT_REPORT_PATH } from '../../api/people-reports';
import { followUpKindLabel, InterventionTypeLabels, ruleText } from '../../components/restraint-labels';
import { ReportsTexts as T } from './reports-texts';

type StudentIncident = StudentReport['incidents'][number];
type StudentFollowUp = StudentReport['followUps'][number];

/**
 * The student report (restraint.md, Reports and formulas): one student's finalized incidents of the
 * year found by state student id, the running count of reports against 3 and 5, the violations and
 * the follow-ups; as CSV or Excel too.
 */
export function StudentReportCard() {
  const [typed, setTyped] = useState('');
  const [stateStudentId, setStateStudentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const report = useQuery({
    queryKey: useAppQueryKey('restraint', 'student-report', stateStudentId),
    queryFn: () => fetchStudentReport(stateStudentId!),
    enabled: stateStudentId !== null,
  });
  const find = () => {
    const id = typed.trim();
    if (!id) return setError(T.student.required);
    setError(null);
    setStateStudentId(id);
  };
  const data = report.data;
  const incidentColumns: TableColumnsType<StudentIncident> = [
    { title: T.student.columns.number, dataIndex: 'number' },
    { title: T.student.columns.incidentDate, dataIndex: 'incidentDate', render: (value: string) => formatDay(value) },
    {
      title: T.student.columns.interventions,
      key: 'interventions',
      render: (_, row) =>
        Object.entries(row.interventions)
          .map(([type, n]) => `${InterventionTypeLabels[type] ?? type}: ${n}`)
          .join(', '),
    },
    { title: T.student.columns.reportNumber, dataIndex: 'reportNumber', render: (value: number | null) => value ?? '' },
    {
      title: T.student.columns.violations,
      key: 'violations',
      render: (_, row) => row.violations.map((v) => `${v.number} ${ruleText(v.ruleCode)}: ${v.status}`).join('; '),
    },
  ];
  const followUpColumns: TableColumnsType<StudentFollowUp> = [
    { title: T.student.followUpColumns.trigger, dataIndex: 'trigger', render: (value: number) => T.student.trigger(value) },
    {
      title: T.student.followUpColumns.kind,
      dataIndex: 'kind',
      render: followUpKindLabel,
    },
    { title: T.student.followUpColumns.status, dataIndex: 'status' },
    { title: T.student.followUpColumns.dueDate, dataIndex: 'dueDate', render: (value: string | null) => (value ? formatDay(value) : '') },
    { title: T.student.followUpColumns.heldDate, dataIndex: 'heldDate', render: (value: string | null) => (value ? formatDay(value) : '') },
  ];

  return (
    <section aria-labelledby="student-report-title" style={{ marginBottom: 32 }}>
      <Typography.Title level={2} id="student-report-title">
        {T.student.title}
      </Typography.Title>
      <Typography.Paragraph>{T.student.intro}</Typography.Paragraph>
      <Form layout="inline" onFinish={find} style={{ marginBottom: 16 }}>
        <Form.Item
          label={T.student.id}
          htmlFor="student-report-id"
          validateStatus={error ? 'error' : undefined}
          help={error ? <span id="student-report-id-error">{error}</span> : undefined}
        >
          <Input
            id="student-report-id"
            value={typed}
            maxLength={20}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'student-report-id-error' : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {T.student.find}
          </Button>
        </Form.Item>
      </Form>
      {report.error ? <Alert type="error" showIcon title={httpErrorMessage(report.error)} style={{ marginBottom: 16 }} /> : null}
      {data ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'student',
                label: T.student.name,
                children: [data.firstName, data.lastName].filter(Boolean).join(' ') || data.stateStudentId,
              },
              { key: 'reports', label: T.student.reports, children: T.student.reportCount(data.reports) },
            ]}
          />
          <Space wrap style={{ marginBottom: 16 }}>
            <DownloadButton
              path={STUDENT_REPORT_PATH}
              params={{ stateStudentId: data.stateStudentId }}
              name={`student-report-${data.stateStudentId}`}
              texts={T.student.files}
            />
          </Space>
          <Table<StudentIncident>
            caption={T.student.caption}
            rowKey="id"
            size="small"
            columns={incidentColumns}
            dataSource={data.incidents}
            pagination={false}
          />
          {data.followUps.length > 0 ? (
            <Table<StudentFollowUp>
              caption={T.student.followUpCaption}
              rowKey={(row) => `${row.incidentId}-${row.trigger}`}
              size="small"
              columns={followUpColumns}
              dataSource={data.followUps}
              pagination={false}
              style={{ marginTop: 16 }}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
