import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, List, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { RestraintPermissions } from '@portal/shared-contracts/restraint';
import {
  formatDateTime,
  formatDay,
  tableDefaults,
  useConfirm,
  usePermissions,
  useRefreshingTask,
  useSession,
  useTaskSnackbar,
} from '@portal/shared-contracts/sdk';
import type { IncidentFields, IncidentRecord, InterventionFields } from '../../api/incident-wire';
import { downloadIncidentReport, fetchIncident, finalizeIncident, reopenIncident, updateIncident } from '../../api/incidents';
import { restraintKeys } from '../../api/keys';
import { fetchSchools } from '../../api/lookups';
import { ReasonDialog } from '../../components/ReasonDialog';
import { InterventionTypeLabels, ruleText } from '../../components/restraint-labels';
import { DetailTexts as T } from './detail-texts';
import { IncidentForm } from './IncidentForm';
import { FormTexts } from './form-texts';
import { IncidentHistory } from './IncidentHistory';
import { IncidentTexts, StatusLabels } from './incident-texts';
import { PlanPanel } from './PlanPanel';
import { ViolationsCard } from './ViolationsCard';

interface InterventionRow extends InterventionFields {
  key: string;
  student: string;
}

/** Each student's interventions, one row each (shown with violation view details). */
function StudentsTable({ incident }: { incident: IncidentRecord }) {
  const rows: InterventionRow[] = incident.students.flatMap((student) =>
    student.interventions.map((intervention, at) => ({
      ...intervention,
      key: `${student.stateStudentId}-${at}`,
      student: `${student.lastName}, ${student.firstName} (${student.stateStudentId})`,
    })),
  );
  const C = T.studentColumns;
  const columns: TableColumnsType<InterventionRow> = [
    { title: C.student, dataIndex: 'student' },
    {
      title: C.type,
      dataIndex: 'interventionType',
      render: (type: InterventionRow['interventionType']) => InterventionTypeLabels[type] ?? type,
    },
    { title: C.start, dataIndex: 'startAt', render: formatDateTime },
    {
      title: C.minutes,
      key: 'minutes',
      render: (_, row) => String(Math.round((new Date(row.endAt).getTime() - new Date(row.startAt).getTime()) / 60_000)),
    },
    {
      title: C.emergency,
      dataIndex: 'emergency',
      render: (emergency: boolean | null) => (emergency === null ? T.none : emergency ? T.yes : T.no),
    },
  ];
  return (
    <section aria-label={T.students} style={{ marginTop: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.students}
      </Typography.Title>
      <Table<InterventionRow> {...tableDefaults} caption={T.studentsCaption} columns={columns} dataSource={rows} pagination={false} />
    </section>
  );
}

/** Timeliness flags, the incident's deadlines and the 3rd and 5th report follow-ups, as the rules left them. */
function RuleOutcomes({ incident }: { incident: IncidentRecord }) {
  return (
    <>
      <section aria-label={T.flags} style={{ marginTop: 32 }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {T.flags}
        </Typography.Title>
        {incident.flags.length ? (
          <Space wrap>
            {incident.flags.map((flag) => (
              <Tag
                key={`${flag.ruleCode}-${flag.studentStateId}`}
                color="warning"
              >{`${ruleText(flag.ruleCode)}: ${flag.studentStateId}`}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Paragraph>{T.noFlags}</Typography.Paragraph>
        )}
      </section>
      {incident.deadlines.length ? (
        <section aria-label={T.deadlines} style={{ marginTop: 32 }}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {T.deadlines}
          </Typography.Title>
          <Table
            {...tableDefaults}
            caption={T.deadlinesCaption}
            rowKey={(deadline) => `${deadline.ruleCode}-${deadline.dueDate}`}
            pagination={false}
            dataSource={incident.deadlines}
            columns={[
              { title: T.deadlineColumns.rule, dataIndex: 'ruleCode', render: ruleText },
              { title: T.deadlineColumns.due, dataIndex: 'dueDate', render: (day: string) => formatDay(day) },
              { title: T.deadlineColumns.status, dataIndex: 'status' },
            ]}
          />
        </section>
      ) : null}
      <section aria-label={T.followUps} style={{ marginTop: 32 }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {T.followUps}
        </Typography.Title>
        {incident.followUps.length ? (
          <List
            size="small"
            dataSource={incident.followUps}
            renderItem={(followUp) => (
              <List.Item>
                {T.followUp(T.followUpKinds[followUp.kind] ?? followUp.kind, followUp.trigger, followUp.studentStateId, followUp.status)}
              </List.Item>
            )}
          />
        ) : (
          <Typography.Paragraph>{T.noFollowUps}</Typography.Paragraph>
        )}
      </section>
    </>
  );
}

const yesNo = (value: boolean) => (value ? T.yes : T.no);
const orNone = (text: string | null) => text || T.none;

/**
 * One incident (violation view): its summary and status, the students and interventions (with view
 * details), the moves its status and the user's permissions allow (edit, finalize, reopen), the
 * violations with the state's decision, flags, deadlines, follow-ups, the corrective plan and history.
 */
export function IncidentDetail({ incidentId }: { incidentId: number }) {
  const held = usePermissions();
  const leas = useSession((s) => s.leas);
  const runChange = useRefreshingTask(restraintKeys.all);
  const saveChange = useRefreshingTask(restraintKeys.all, { afterFailure: false });
  const runTask = useTaskSnackbar();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [reopening, setReopening] = useState(false);
  const incident = useQuery({ queryKey: restraintKeys.incident(incidentId), queryFn: () => fetchIncident(incidentId) });
  const leaId = incident.data?.leaId ?? 0;
  const schools = useQuery({ queryKey: restraintKeys.schools(leaId), queryFn: () => fetchSchools(leaId), enabled: leaId > 0 });
  const back = <Link to=".">{IncidentTexts.backToList}</Link>;

  if (incident.isError) {
    return (
      <>
        <Typography.Title level={1}>{IncidentTexts.columns.number}</Typography.Title>
        <Typography.Paragraph>
          {IncidentTexts.notFound} {back}
        </Typography.Paragraph>
      </>
    );
  }
  if (!incident.data) return null;
  const record = incident.data;
  const may = (permission: string) => held.includes(permission);
  const draft = record.status === 'Draft';
  const heading = (
    <Space align="center" style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {T.title(record.number)}
      </Typography.Title>
      <Tag aria-label={`${T.status}: ${StatusLabels[record.status]}`}>{StatusLabels[record.status]}</Tag>
    </Space>
  );

  if (editing) {
    const save = async (fields: IncidentFields) => {
      const outcome = await saveChange(() => updateIncident(record.id, { ...fields, version: record.version }), {
        success: FormTexts.saved,
      });
      if (outcome.ok) setEditing(false);
      return outcome;
    };
    return (
      <>
        {heading}
        <IncidentForm incident={record} onSave={save} onCancel={() => setEditing(false)} />
      </>
    );
  }

  const finalize = async () => {
    if (!(await confirm({ title: T.finalizeTitle, html: `<p>${T.finalizeText}</p>`, okLabel: T.finalize, cancelLabel: T.cancel }))) return;
    await runChange(() => finalizeIncident(record.id, record.version), { success: T.finalized });
  };
  const F = T.fields;
  const details = record.students.length > 0;

  return (
    <>
      {heading}
      <Typography.Paragraph>{back}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        {draft && may(RestraintPermissions.ViolationUpdate) ? <Button onClick={() => setEditing(true)}>{T.edit}</Button> : null}
        {draft && may(RestraintPermissions.ViolationFinalize) ? (
          <Button type="primary" onClick={() => void finalize()}>
            {T.finalize}
          </Button>
        ) : null}
        {!draft && may(RestraintPermissions.ViolationReopen) ? <Button onClick={() => setReopening(true)}>{T.reopen}</Button> : null}
        {may(RestraintPermissions.IncidentReportView) ? (
          <Button onClick={() => void runTask(() => downloadIncidentReport(record.id, record.number))}>{T.report}</Button>
        ) : null}
      </Space>
      <Descriptions aria-label={T.summary} bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={F.lea}>{leas.find((lea) => lea.id === record.leaId)?.name ?? String(record.leaId)}</Descriptions.Item>
        <Descriptions.Item label={F.school}>
          {schools.data?.find((school) => school.id === record.schoolId)?.name ?? String(record.schoolId)}
        </Descriptions.Item>
        <Descriptions.Item label={F.localIncidentId}>{record.localIncidentId}</Descriptions.Item>
        <Descriptions.Item label={F.incidentDate}>{formatDay(record.incidentDate)}</Descriptions.Item>
        <Descriptions.Item label={F.discoveredDate}>{orNone(formatDay(record.discoveredDate))}</Descriptions.Item>
        <Descriptions.Item label={F.location}>{orNone(record.location)}</Descriptions.Item>
        {details ? (
          <>
            <Descriptions.Item label={F.behavior}>{orNone(record.behavior)}</Descriptions.Item>
            <Descriptions.Item label={F.deescalation}>{orNone(record.deescalation)}</Descriptions.Item>
          </>
        ) : null}
        <Descriptions.Item label={F.police}>{`${yesNo(record.policeInvolved)} / ${yesNo(record.arrest)}`}</Descriptions.Item>
      </Descriptions>
      {details ? <StudentsTable incident={record} /> : null}
      <ViolationsCard violations={record.violations} />
      <RuleOutcomes incident={record} />
      {record.violations.some((violation) => violation.plan) ? <PlanPanel incidentId={record.id} /> : null}
      <IncidentHistory incidentId={record.id} />
      {reopening ? (
        <ReasonDialog
          title={T.reopenTitle}
          reasonLabel={T.reopenReason}
          okText={T.reopen}
          cancelText={T.cancel}
          onClose={() => setReopening(false)}
          onOk={async (reason) => (await runChange(() => reopenIncident(record.id, reason), { success: T.reopened })).ok}
        />
      ) : null}
    </>
  );
}
