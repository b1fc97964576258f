import { useFormik } from 'formik';
import { Typography } from 'antd';
import type { IncidentViolation } from '@portal/shared-contracts/restraint';
import { DayPicker, FormDialog, fromFormik, TextField, useFormDialog, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { restraintKeys } from '../../api/keys';
import { escalateViolation } from '../../api/violations';
import { DetailTexts as T } from './detail-texts';
import { escalateSchema, toEscalateRequest, type EscalateValues } from './violation-form';

/**
 * Plan required -> Escalated (restraint.md): the state records what it did when the plan was not
 * carried out, such as an administrator appointed, and the day it did it.
 */
export function EscalateViolationDialog({ violation, onClose }: { violation: IncidentViolation; onClose(): void }) {
  const runChange = useRefreshingTask(restraintKeys.all);
  const dialog = useFormDialog({ open: true, onClose });
  const form = useFormik<EscalateValues>({
    initialValues: { action: '', actionDate: null },
    validationSchema: escalateSchema,
    onSubmit: async (values, helpers) =>
      dialog.settle(await runChange(() => escalateViolation(violation.id, toEscalateRequest(values)), { success: T.escalated }), helpers),
  });
  const bind = <V,>(name: keyof EscalateValues) =>
    fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name));
  return (
    <FormDialog dialog={dialog} form={form} title={T.escalateTitle(violation.number)} saveText={T.escalate}>
      <Typography.Paragraph>{T.escalateText}</Typography.Paragraph>
      <TextField label={T.escalationAction} required size="large" {...bind<string>('action')} />
      <DayPicker label={T.escalationDate} required {...bind<string | null>('actionDate')} />
    </FormDialog>
  );
}
