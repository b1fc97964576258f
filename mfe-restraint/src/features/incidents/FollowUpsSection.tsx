import { useState } from 'react';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { FieldMessages } from '@portal/shared-contracts';
import { RestraintPermissions, type IncidentFollowUp, type IncidentRecord } from '@portal/shared-contracts/restraint';
import {
  DayPicker,
  FormDialog,
  formatDay,
  fromFormik,
  tableDefaults,
  usePermissions,
  useFormDialog,
  useRefreshingTask,
  type TaskOutcome,
} from '@portal/shared-contracts/sdk';
import { markFollowUpHeld } from '../../api/violations';
import { today } from '../../components/incident-form';
import { restraintKeys } from '../../api/keys';
import { DetailTexts as T } from './detail-texts';

interface HeldValues {
  heldDate: string | null;
}

/** The day the IEP team met: required, not in the future, not before the incident (the service's rules). */
const heldSchema = (incidentDate: string) =>
  object({
    heldDate: string()
      .nullable()
      .required(FieldMessages.required)
      .test('noFutureDates', FieldMessages.noFutureDates, (day) => !day || day <= today())
      .test('notBeforeIncident', FieldMessages.dateAfterStart, (day) => !day || day >= incidentDate),
  });

/** Records the day a required follow-up was held; the rules run again and FOLLOW-UP-OPEN follows. */
function HeldDialog({
  followUp,
  incidentDate,
  onClose,
  onSave,
}: {
  followUp: IncidentFollowUp;
  incidentDate: string;
  onClose(): void;
  onSave(heldDate: string): Promise<TaskOutcome<void>>;
}) {
  const dialog = useFormDialog({ open: true, onClose });
  const form = useFormik<HeldValues>({
    initialValues: { heldDate: null },
    validationSchema: heldSchema(incidentDate),
    onSubmit: async ({ heldDate }, helpers) => dialog.settle(await onSave(heldDate!), helpers),
  });
  const kind = T.followUpKinds[followUp.kind] ?? followUp.kind;
  return (
    <FormDialog dialog={dialog} form={form} title={T.heldTitle(kind, followUp.studentStateId)}>
      <DayPicker
        label={T.heldDate}
        required
        maxDay={today()}
        {...fromFormik<string | null>(form.getFieldProps('heldDate'), form.getFieldMeta('heldDate'), form.getFieldHelpers('heldDate'))}
      />
    </FormDialog>
  );
}

/**
 * The follow-ups a student's 3rd and 5th report require (restraint.md: "shown as required until
 * held"), with the day each was held; a user who updates the incident records that day.
 */
export function FollowUpsSection({ incident }: { incident: IncidentRecord }) {
  const may = usePermissions().includes(RestraintPermissions.ViolationUpdate);
  const runChange = useRefreshingTask(restraintKeys.all, { afterFailure: false });
  const [holding, setHolding] = useState<IncidentFollowUp | null>(null);
  const C = T.followUpColumns;
  const columns: TableColumnsType<IncidentFollowUp> = [
    { title: C.kind, dataIndex: 'kind', render: (kind: string) => T.followUpKinds[kind] ?? kind },
    { title: C.trigger, dataIndex: 'trigger', render: (trigger: number) => T.reportNumber(trigger) },
    { title: C.student, dataIndex: 'studentStateId' },
    { title: C.status, dataIndex: 'status' },
    { title: C.due, dataIndex: 'dueDate', render: (day: string | null | undefined) => formatDay(day ?? null) || T.none },
    { title: C.held, dataIndex: 'heldDate', render: (day: string | null | undefined) => formatDay(day ?? null) || T.none },
  ];
  if (may) {
    columns.push({
      title: C.actions,
      key: 'actions',
      render: (_, followUp) =>
        followUp.status === 'Required' && followUp.id !== undefined ? (
          <Button size="small" onClick={() => setHolding(followUp)}>
            {T.markHeld(followUp.studentStateId)}
          </Button>
        ) : null,
    });
  }
  return (
    <section aria-label={T.followUps} style={{ marginTop: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.followUps}
      </Typography.Title>
      {incident.followUps.length ? (
        <Table<IncidentFollowUp>
          {...tableDefaults}
          caption={T.followUpsCaption}
          rowKey={(followUp) => `${followUp.kind}-${followUp.trigger}-${followUp.studentStateId}`}
          columns={columns}
          dataSource={incident.followUps}
          pagination={false}
        />
      ) : (
        <Typography.Paragraph>{T.noFollowUps}</Typography.Paragraph>
      )}
      {holding ? (
        <HeldDialog
          followUp={holding}
          incidentDate={incident.incidentDate}
          onClose={() => setHolding(null)}
          onSave={(heldDate) => runChange(() => markFollowUpHeld(holding.id!, heldDate), { success: T.heldSaved })}
        />
      ) : null}
    </section>
  );
}
