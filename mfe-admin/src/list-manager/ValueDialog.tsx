import { useFormik } from 'formik';
import { Button, Modal, Typography } from 'antd';
import type { LookupValue } from '@portal/shared-contracts';
import { errorBody, fromFormik, TextField, type TaskOutcome } from '@portal/shared-contracts/sdk';
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
  const form = useFormik<ValueFormValues>({
    initialValues: { code: value?.code ?? '', label: value?.label ?? '' },
    validationSchema: valueFormSchema,
    onSubmit: async (values, helpers) => {
      const outcome = await onSave(values);
      if (outcome.ok) onClose();
      else helpers.setErrors(errorBody(outcome.error)?.errors ?? {});
    },
  });
  const bind = (name: keyof ValueFormValues) =>
    fromFormik<string>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name));
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={form.isSubmitting} onClick={() => void form.submitForm()}>
          Save
        </Button>,
      ]}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.submitForm();
        }}
      >
        <TextField label="Code" required disabled={value !== undefined} {...bind('code')} />
        {value ? <Typography.Paragraph type="secondary">{ListManagerTexts.codeKept}</Typography.Paragraph> : null}
        <TextField label="Label" required {...bind('label')} />
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
