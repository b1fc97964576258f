import type { ReactNode } from 'react';
import { useFormik } from 'formik';
import { object } from 'yup';
import { fieldRules, FormDialog, fromFormik, TextField, useFormDialog, type TaskOutcome } from '@portal/shared-contracts/sdk';

/** The services keep a reason to 1000 characters: the large text field's limit. */
const REASON_MAX = 1000;

interface ReasonDialogProps {
  title: string;
  okText: string;
  cancelText: string;
  reasonLabel: string;
  /** Whether the move may go without a reason. */
  optional?: boolean;
  /** Above the reason: what the move is about, or a choice that goes with it. */
  children?: ReactNode;
  /** Runs the move; the dialog closes when it went through, else the service's field errors show under their fields. */
  onOk(reason: string): Promise<TaskOutcome<unknown>>;
  onClose(): void;
}

/** A move that names its reason (reopen, a decision, a plan sent back): the reason, then the move. */
export function ReasonDialog({ title, okText, cancelText, reasonLabel, optional, children, onOk, onClose }: ReasonDialogProps) {
  const dialog = useFormDialog({ open: true, onClose });
  const reasonRule = fieldRules.maxLength(REASON_MAX);
  const form = useFormik({
    initialValues: { reason: '' },
    validationSchema: object({ reason: optional ? reasonRule : fieldRules.required().concat(reasonRule) }),
    onSubmit: async ({ reason }, helpers) => dialog.settle(await onOk(reason.trim()), helpers),
  });
  return (
    <FormDialog dialog={dialog} form={form} title={title} saveText={okText} cancelText={cancelText}>
      {children}
      <TextField
        label={reasonLabel}
        required={!optional}
        size="large"
        {...fromFormik<string>(form.getFieldProps('reason'), form.getFieldMeta('reason'), form.getFieldHelpers('reason'))}
      />
    </FormDialog>
  );
}
