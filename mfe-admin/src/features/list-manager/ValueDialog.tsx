import { useFormik } from 'formik';
import { Typography } from 'antd';
import { type LookupValue } from '@portal/shared-contracts/admin';
import { FormDialog, fromFormik, TextField, useFormDialog, type TaskOutcome } from '@portal/shared-contracts/sdk';
import { ListManagerTexts } from './list-manager-texts';
import { valueFormSchema, type ValueFormValues } from './value-form';

interface ValueDialogProps {
  title: string;
  /** The value being renamed; absent when adding one. */
  value?: LookupValue | undefined;
  open: boolean;
  onClose(): void;
  onSave(values: ValueFormValues): Promise<TaskOutcome<LookupValue>>;
}

/**
 * Adds a value (code and label) or renames one (its label: records keep the code). What the
 * service refuses, a code or label the list already has, shows under the field it concerns.
 */
export function ValueDialog({ title, value, open, onClose, onSave }: ValueDialogProps) {
  const dialog = useFormDialog({ open, onClose });
  const form = useFormik<ValueFormValues>({
    initialValues: { code: value?.code ?? '', label: value?.label ?? '' },
    validationSchema: valueFormSchema,
    onSubmit: async (values, helpers) => dialog.settle(await onSave(values), helpers),
  });
  const bind = (name: keyof ValueFormValues) =>
    fromFormik<string>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name));
  return (
    <FormDialog dialog={dialog} form={form} title={title}>
      <TextField label="Code" required disabled={value !== undefined} {...bind('code')} />
      {value ? <Typography.Paragraph type="secondary">{ListManagerTexts.codeKept}</Typography.Paragraph> : null}
      <TextField label="Label" required {...bind('label')} />
    </FormDialog>
  );
}
