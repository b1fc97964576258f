import { useState } from 'react';
import { useFormik } from 'formik';
import { mixed, object, string } from 'yup';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { FieldMessages } from '@portal/shared-contracts';
import { RestraintPermissions, type IncidentFollowUp, type IncidentRecord } from '@portal/shared-contracts/restraint';
import {
  DayPicker,
  FieldFrame,
  FormDialog,
  formatDay,
  fromFormik,
  SelectField,
  tableDefaults,
  usePermissions,
  useFormDialog,
  useRefreshingTask,
  type TaskOutcome,
} from '@portal/shared-contracts/sdk';
import { uploadDocument } from '../../api/documents';
import { updateFollowUp } from '../../api/violations';
import { today } from '../../components/incident-form';
import { restraintKeys } from '../../api/keys';
import { DetailTexts as T } from './detail-texts';

type Outcome = 'Held' | 'Waived';

interface FollowUpValues {
  status: Outcome;
  heldDate: string | null;
  waiver: File | null;
}

/** What the dialog records: a follow-up held on a day, or waived by the parent in writing. */
export type FollowUpOutcome = { status: 'Held'; heldDate: string } | { status: 'Waived'; waiver: File };

/**
 * Held: the day the IEP team met, required, not in the future, not before the incident (the
 * service's rules). Waived: the parent's written waiver, a file.
 */
const outcomeSchema = (incidentDate: string) =>
  object({
    status: string().oneOf(['Held', 'Waived'], FieldMessages.selectFromList).required(FieldMessages.selectFromList),
    heldDate: string()
      .nullable()
      .when('status', {
        is: 'Held',
        then: (day) =>
          day
            .required(FieldMessages.required)
            .test('noFutureDates', FieldMessages.noFutureDates, (value) => !value || value <= today())
            .test('notBeforeIncident', FieldMessages.dateAfterStart, (value) => !value || value >= incidentDate),
      }),
    waiver: mixed<File>()
      .nullable()
      .when('status', { is: 'Waived', then: (file) => file.required(FieldMessages.required) }),
  });

/** Records how a required follow-up ended; the rules run again and FOLLOW-UP-OPEN follows. */
function OutcomeDialog({
  followUp,
  incidentDate,
  onClose,
  onSave,
}: {
  followUp: IncidentFollowUp;
  incidentDate: string;
  onClose(): void;
  onSave(outcome: FollowUpOutcome): Promise<TaskOutcome<void>>;
}) {
  const dialog = useFormDialog({ open: true, onClose });
  const form = useFormik<FollowUpValues>({
    initialValues: { status: 'Held', heldDate: null, waiver: null },
    validationSchema: outcomeSchema(incidentDate),
    onSubmit: async ({ status, heldDate, waiver }, helpers) =>
      dialog.settle(await onSave(status === 'Held' ? { status, heldDate: heldDate! } : { status, waiver: waiver! }), helpers),
  });
  const bind = <V,>(name: keyof FollowUpValues) =>
    fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name));
  const kind = T.followUpKind(followUp.kind);
  const waiverMeta = form.getFieldMeta('waiver');
  return (
    <FormDialog dialog={dialog} form={form} title={T.outcomeTitle(kind, followUp.studentStateId)}>
      <SelectField<Outcome> label={T.outcome} required options={T.outcomes} {...bind<Outcome | null>('status')} />
      {form.values.status === 'Held' ? (
        <DayPicker label={T.heldDate} required maxDay={today()} {...bind<string | null>('heldDate')} />
      ) : (
        <FieldFrame label={T.waiverFile} required error={waiverMeta.touched ? waiverMeta.error : undefined}>
          {(aria) => (
            <input
              {...aria}
              type="file"
              accept=".pdf,.docx,.xlsx,.jpg,.jpeg,.png"
              onChange={(event) => void form.setFieldValue('waiver', event.target.files?.[0] ?? null)}
            />
          )}
        </FieldFrame>
      )}
    </FormDialog>
  );
}

/** Held on its day; or waived: the parent's written waiver uploaded as a document of the follow-up, then named. */
async function recordOutcome(incident: IncidentRecord, id: number, outcome: FollowUpOutcome): Promise<void> {
  if (outcome.status === 'Held') return updateFollowUp(id, { status: 'Held', heldDate: outcome.heldDate });
  const waiver = await uploadDocument(
    { recordType: 'follow-up-waiver', recordId: String(id), leaId: incident.leaId, title: T.waiverTitle(incident.number) },
    outcome.waiver,
  );
  return updateFollowUp(id, { status: 'Waived', heldDate: null, waiverDocumentId: waiver.id });
}

/**
 * The follow-ups a student's 3rd and 5th report require (restraint.md: "shown as required until
 * held"), with the day each was held; a user who updates the incident records it held, or waived by the parent in writing.
 */
export function FollowUpsSection({ incident }: { incident: IncidentRecord }) {
  const may = usePermissions().includes(RestraintPermissions.ViolationUpdate);
  const runChange = useRefreshingTask(restraintKeys.all, { afterFailure: false });
  const [closing, setClosing] = useState<IncidentFollowUp | null>(null);
  const C = T.followUpColumns;
  const columns: TableColumnsType<IncidentFollowUp> = [
    { title: C.kind, dataIndex: 'kind', render: (kind: string) => T.followUpKind(kind) },
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
          <Button size="small" onClick={() => setClosing(followUp)}>
            {T.recordOutcome(followUp.studentStateId)}
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
      {closing ? (
        <OutcomeDialog
          followUp={closing}
          incidentDate={incident.incidentDate}
          onClose={() => setClosing(null)}
          onSave={(outcome) => runChange(() => recordOutcome(incident, closing.id!, outcome), { success: T.outcomeSaved })}
        />
      ) : null}
    </section>
  );
}
