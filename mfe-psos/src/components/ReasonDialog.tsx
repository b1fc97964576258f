import type { ReactNode } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { PsosMessages } from '@portal/shared-contracts/psos';
import { FormDialog, fromFormik, TextField, useFormDialog, useRefreshingTask, type TaskMessages } from '@portal/shared-contracts/sdk';
import { psosKeys } from '../api/keys';

const schema = yup.object({ reason: yup.string().trim().required(PsosMessages.reasonRequired).max(1000) });

interface ReasonDialogProps {
  title: string;
  reasonLabel: string;
  saveText: string;
  /** Above the reason: what the move does. */
  children?: ReactNode;
  messages: TaskMessages;
  /** The move, with the reason given. */
  move(reason: string): Promise<unknown>;
  onClose(): void;
}

/** A move that names its reason (a reopen, a list set back): the reason, then the move; every PSOS query read again after it. */
export function ReasonDialog({ title, reasonLabel, saveText, children, messages, move, onClose }: ReasonDialogProps) {
  const dialog = useFormDialog({ open: true, onClose });
  const runTask = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const form = useFormik({
    initialValues: { reason: '' },
    validationSchema: schema,
    onSubmit: async ({ reason }, helpers) => dialog.settle(await runTask(() => move(reason.trim()), messages), helpers),
  });
  return (
    <FormDialog dialog={dialog} form={form} title={title} saveText={saveText}>
      {children}
      <TextField
        label={reasonLabel}
        required
        size="medium"
        {...fromFormik<string>(form.getFieldProps('reason'), form.getFieldMeta('reason'), form.getFieldHelpers('reason'))}
      />
    </FormDialog>
  );
}
