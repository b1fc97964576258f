import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, List, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  RestraintPermissions,
  type IncidentFields,
  type IncidentNotice,
  type IncidentRecord,
  type IncidentStaff,
  type Intervention,
} from '@portal/shared-contracts/restraint';
import {
  errorBody,
  formatDateTime,
  formatDay,
  tableDefaults,
  useConfirm,
  usePermissions,
  useRefreshingTask,
  useTaskSnackbar,
} from '@portal/shared-contracts/sdk';
import { downloadIncidentReport, fetchIncident, finalizeIncident, reopenIncident, updateIncident } from '../../api/incidents';
import { restraintKeys } from '../../api/keys';
import { ReasonDialog } from '../../components/ReasonDialog';
import {
  InjuredPersonLabels,
  InterventionTypeLabels,
  NoticeRecipientLabels,
  ruleText,
  StaffRoleLabels,
} from '../../components/restraint-labels';
import { DetailTexts as T } from './detail-texts';
import { IncidentForm } from './IncidentForm';
import { FollowUpsSection } from './FollowUpsSection';
import { FormTexts } from './form-texts';
import { IncidentHistory } from './IncidentHistory';
import { useIncidentEntry } from './incident-access';
import { IncidentTexts, StatusLabels } from './incident-texts';
import { PlanPanel } from './PlanPanel';
import { ViolationsCard } from './ViolationsCard';

/** A field's path in the service's answer (students.0.interventions.1.emergency) in the form's words. */
function fieldName(path: string): string {
  const intervention = /^students\.(\d+)\.interventions\.(\d+)\.(\w+)$/.exec(path);
  if (intervention) {
    const [, s, i, field] = intervention as unknown as [string, string, string, keyof typeof FormTexts.interventionFields];
    return `${FormTexts.intervention(Number(s) + 1, Number(i) + 1)}, ${FormTexts.interventionFields[field] ?? field}`;
  }
  return path;
}

const yesNoText = (value: boolean | null) => (value === null ? T.none : value ? T.yes : T.no);
const orNone = (text: string | null) => text || T.none;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

interface InterventionRow extends Intervention {
  student: string;
}

/** Each student's interventions, one row each; names only with violation view details. */
function StudentsTable({ incident }: { incident: IncidentRecord }) {
  const rows: InterventionRow[] = incident.students.flatMap((student) =>
    student.interventions.map((intervention) => ({
      ...intervention,
      student: student.lastName ? `${student.lastName}, ${student.firstName} (${student.stateStudentId})` : student.stateStudentId,
    })),
  );
  const C = T.studentColumns;
  const columns: TableColumnsType<InterventionRow> = [
    { title: C.student, dataIndex: 'student' },
    { title: C.type, dataIndex: 'type', render: (type: string) => InterventionTypeLabels[type] ?? type },
    { title: C.start, dataIndex: 'startAt', render: formatDateTime },
    { title: C.minutes, dataIndex: 'durationMinutes' },
    { title: C.emergency, dataIndex: 'emergency', render: yesNoText },
  ];
  return (
    <Section title={T.students}>
      <Table<InterventionRow>
        {...tableDefaults}
        caption={T.studentsCaption}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
      />
    </Section>
  );
}

/** Staff, injuries and notices: the details tier's, and notices' timeliness. */
function PeopleAndNotices({ incident }: { incident: IncidentRecord }) {
  const staffColumns: TableColumnsType<IncidentStaff> = [
    { title: T.staffColumns.name, key: 'name', render: (_, member) => `${member.name} (${member.staffId})` },
    { title: T.staffColumns.role, dataIndex: 'role', render: (role: IncidentStaff['role']) => StaffRoleLabels[role] },
    { title: T.staffColumns.training, dataIndex: 'lastTrainingDate', render: (day: string | null) => orNone(formatDay(day)) },
    { title: T.staffColumns.current, dataIndex: 'trainingCurrent', render: yesNoText },
  ];
  const noticeColumns: TableColumnsType<IncidentNotice> = [
    {
      title: T.noticeColumns.recipient,
      dataIndex: 'recipient',
      render: (recipient: IncidentNotice['recipient']) => NoticeRecipientLabels[recipient],
    },
    { title: T.noticeColumns.student, dataIndex: 'stateStudentId', render: orNone },
    { title: T.noticeColumns.sentAt, dataIndex: 'sentAt', render: (at: string | null) => (at ? formatDateTime(at) : T.none) },
    { title: T.noticeColumns.dueBy, dataIndex: 'dueBy', render: (at: string | null) => (at ? formatDateTime(at) : T.none) },
    { title: T.noticeColumns.onTime, dataIndex: 'onTime', render: yesNoText },
  ];
  return (
    <>
      {incident.staff.length ? (
        <Section title={T.staff}>
          <Table<IncidentStaff>
            {...tableDefaults}
            caption={T.staffCaption}
            rowKey="id"
            columns={staffColumns}
            dataSource={incident.staff}
            pagination={false}
          />
        </Section>
      ) : null}
      {incident.injuries.length ? (
        <Section title={T.injuries}>
          <List
            size="small"
            dataSource={incident.injuries}
            renderItem={(injury) => (
              <List.Item>
                {`${InjuredPersonLabels[injury.person]} ${injury.stateStudentId ?? injury.name ?? ''}: ${injury.description}${injury.treatment ? ` (${injury.treatment})` : ''}`}
              </List.Item>
            )}
          />
        </Section>
      ) : null}
      {incident.notices.length ? (
        <Section title={T.notices}>
          <Table<IncidentNotice>
            {...tableDefaults}
            caption={T.noticesCaption}
            rowKey="id"
            columns={noticeColumns}
            dataSource={incident.notices}
            pagination={false}
          />
        </Section>
      ) : null}
    </>
  );
}

/** Timeliness flags, the incident's deadlines and the 3rd and 5th report follow-ups, as the rules left them. */
function RuleOutcomes({ incident }: { incident: IncidentRecord }) {
  return (
    <>
      <Section title={T.flags}>
        {incident.flags.length ? (
          <Space wrap>
            {incident.flags.map((flag) => (
              <Tag key={`${flag.ruleCode}-${flag.studentStateId}`} color="warning">
                {flag.studentStateId ? `${ruleText(flag.ruleCode)}: ${flag.studentStateId}` : ruleText(flag.ruleCode)}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Paragraph>{T.noFlags}</Typography.Paragraph>
        )}
      </Section>
      {incident.deadlines.length ? (
        <Section title={T.deadlines}>
          <Table
            {...tableDefaults}
            caption={T.deadlinesCaption}
            rowKey={(deadline) => `${deadline.ruleCode}-${deadline.studentStateId ?? ''}-${deadline.dueDate}`}
            pagination={false}
            dataSource={incident.deadlines}
            columns={[
              { title: T.deadlineColumns.rule, dataIndex: 'ruleCode', render: ruleText },
              {
                title: T.deadlineColumns.due,
                key: 'due',
                render: (_, deadline) => {
                  const due = deadline.dueDate.length > 10 ? formatDateTime(deadline.dueDate) : formatDay(deadline.dueDate);
                  return deadline.estimated ? T.estimated(due) : due;
                },
              },
              { title: T.deadlineColumns.status, dataIndex: 'status' },
            ]}
          />
        </Section>
      ) : null}
      <FollowUpsSection incident={incident} />
    </>
  );
}

/**
 * One incident (violation view): its summary and status, the students and interventions (staff,
 * injuries and narratives with view details), the moves its status and the user's permissions
 * allow (edit, finalize, reopen), the violations with the state's decision, flags, deadlines,
 * follow-ups, the corrective plan and history.
 */
export function IncidentDetail({ incidentId }: { incidentId: number }) {
  const held = usePermissions();
  const entry = useIncidentEntry();
  const runChange = useRefreshingTask(restraintKeys.all);
  const saveChange = useRefreshingTask(restraintKeys.all, { afterFailure: false });
  const runTask = useTaskSnackbar();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [reopening, setReopening] = useState(false);
  // What the service said a Draft still lacks when finalize was refused, until the next try.
  const [lacking, setLacking] = useState<Record<string, string>>({});
  const incident = useQuery({ queryKey: restraintKeys.incident(incidentId), queryFn: () => fetchIncident(incidentId) });
  const back = <Link to=".">{IncidentTexts.backToList}</Link>;

  if (incident.isError) {
    return (
      <>
        <Typography.Title level={1}>{IncidentTexts.notFoundTitle}</Typography.Title>
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
  const details = record.tier === 'details';
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
    const outcome = await runChange(() => finalizeIncident(record.id, record.version), { success: T.finalized });
    setLacking(outcome.ok ? {} : (errorBody(outcome.error)?.errors ?? {}));
  };
  const F = T.fields;

  return (
    <>
      {heading}
      <Typography.Paragraph>{back}</Typography.Paragraph>
      {draft && record.reopenReason ? (
        <Alert type="info" showIcon title={T.reopenedBecause(record.reopenReason)} style={{ marginBottom: 16 }} />
      ) : null}
      {draft && Object.keys(lacking).length ? (
        <Alert
          type="error"
          showIcon
          title={T.stillLacking}
          description={
            <ul>
              {Object.entries(lacking).map(([path, message]) => (
                <li key={path}>{`${fieldName(path)}: ${message}`}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Space wrap style={{ marginBottom: 16 }}>
        {/* Editing needs the whole record, so the details tier too. */}
        {draft && details && entry.mayChange(record, RestraintPermissions.ViolationUpdate) ? (
          <Button onClick={() => setEditing(true)}>{T.edit}</Button>
        ) : null}
        {draft && entry.mayChange(record, RestraintPermissions.ViolationFinalize) ? (
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
        <Descriptions.Item label={F.lea}>{record.leaName}</Descriptions.Item>
        <Descriptions.Item label={F.school}>{orNone(record.schoolName ?? record.privateSchoolName)}</Descriptions.Item>
        <Descriptions.Item label={F.localIncidentId}>{record.localIncidentId}</Descriptions.Item>
        <Descriptions.Item label={F.incidentDate}>{formatDay(record.incidentDate)}</Descriptions.Item>
        <Descriptions.Item label={F.discoveredDate}>{orNone(formatDay(record.discoveredDate))}</Descriptions.Item>
        <Descriptions.Item label={F.recordFiledDate}>{orNone(formatDay(record.recordFiledDate))}</Descriptions.Item>
        <Descriptions.Item label={F.location}>{orNone(record.location)}</Descriptions.Item>
        <Descriptions.Item label={F.setting}>{orNone(record.setting)}</Descriptions.Item>
        {details ? (
          <>
            <Descriptions.Item label={F.antecedent}>{orNone(record.antecedent)}</Descriptions.Item>
            <Descriptions.Item label={F.behavior}>{orNone(record.behavior)}</Descriptions.Item>
            <Descriptions.Item label={F.deescalation}>{orNone(record.deescalation)}</Descriptions.Item>
            <Descriptions.Item label={F.consequence}>{orNone(record.consequence)}</Descriptions.Item>
          </>
        ) : null}
        <Descriptions.Item label={F.police}>{`${yesNoText(record.policeInvolved)} / ${yesNoText(record.arrest)}`}</Descriptions.Item>
      </Descriptions>
      <StudentsTable incident={record} />
      <PeopleAndNotices incident={record} />
      <ViolationsCard incident={record} />
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
          onOk={(reason) => runChange(() => reopenIncident(record.id, reason, record.version), { success: T.reopened })}
        />
      ) : null}
    </>
  );
}
