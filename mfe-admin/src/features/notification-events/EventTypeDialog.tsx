import { useId, useMemo, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { Checkbox, Form, Select, Typography } from 'antd';
import { EventTypeCaptions, eventTypeErrors, type NotificationEventType } from '@portal/shared-contracts/admin';
import { FieldFrame, FormDialog, fromFormik, TextField, useFormDialog, type TaskOutcome } from '@portal/shared-contracts/sdk';
import { permissionOptions } from '../../components/permission-options';
import { eventTypeFormValues, frequencyOptions, withSpecificDate, type EventTypeFormValues } from './event-type-form';
import { NotificationEventTexts as T } from './notification-event-texts';

/** Checkboxes under one caption, named for assistive technology, with the rule they break below. */
function CheckboxGroup({ caption, error, children }: { caption: string; error: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <Form.Item
      label={<span id={`${id}-caption`}>{caption}</span>}
      required
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
    >
      <div role="group" aria-labelledby={`${id}-caption`} aria-describedby={error ? `${id}-error` : undefined}>
        {children}
      </div>
    </Form.Item>
  );
}

interface EventTypeDialogProps {
  type: NotificationEventType;
  open: boolean;
  onClose(): void;
  afterClose(): void;
  onSave(values: EventTypeFormValues): Promise<TaskOutcome<unknown>>;
}

/**
 * Edits one notification type: its words, channels, frequencies, LEA and date flags, and the
 * permission its audience holds. The code is shown, not edited. Save waits while a rule is broken,
 * and the rule's message stands under its field, so the administrator sees why.
 */
export function EventTypeDialog({ type, open, onClose, afterClose, onSave }: EventTypeDialogProps) {
  const dialog = useFormDialog({ open, onClose });
  const form = useFormik<EventTypeFormValues>({
    initialValues: eventTypeFormValues(type),
    // Enter submits the form too, and must wait for the same rules as the disabled Save.
    validate: eventTypeErrors,
    onSubmit: async (values, helpers) => dialog.settle(await onSave(values), helpers),
  });
  const errors = useMemo(() => eventTypeErrors(form.values), [form.values]);
  const valid = Object.keys(errors).length === 0;
  // Messages show without waiting for a touch: they are why Save is disabled.
  const text = (name: 'name' | 'description') =>
    fromFormik<string>(form.getFieldProps(name), { touched: true, error: errors[name] }, form.getFieldHelpers(name));
  const flag = (name: 'isRequired' | 'supportsEmail' | 'supportsInApp' | 'hasLea', label: string) => (
    <Checkbox checked={form.values[name]} onChange={(event) => void form.setFieldValue(name, event.target.checked)}>
      {label}
    </Checkbox>
  );

  return (
    <FormDialog
      dialog={dialog}
      form={form}
      title={T.dialogTitle(type.name)}
      afterClose={afterClose}
      width={640}
      saveDisabled={!valid}
      cancelText={T.cancel}
      saveText={T.save}
    >
      <Typography.Paragraph>
        {T.code}: <Typography.Text code>{type.code}</Typography.Text> {T.codeKept}
      </Typography.Paragraph>
      <TextField label={EventTypeCaptions.name} required {...text('name')} />
      <TextField label={EventTypeCaptions.description} required size="large" {...text('description')} />
      <Form.Item>{flag('isRequired', T.isRequired)}</Form.Item>
      <CheckboxGroup caption={EventTypeCaptions.channels} error={errors.channels}>
        {flag('supportsEmail', T.email)}
        {flag('supportsInApp', T.inApp)}
      </CheckboxGroup>
      <Form.Item>
        {flag('hasLea', T.hasLea)}
        <br />
        <Checkbox
          checked={form.values.hasSpecificDate}
          onChange={(event) => void form.setValues(withSpecificDate(form.values, event.target.checked))}
        >
          {T.hasSpecificDate}
        </Checkbox>
      </Form.Item>
      <CheckboxGroup caption={EventTypeCaptions.supportedFrequencies} error={errors.supportedFrequencies}>
        <Checkbox.Group
          options={frequencyOptions}
          disabled={form.values.hasSpecificDate}
          value={form.values.supportedFrequencies}
          onChange={(chosen) => void form.setFieldValue('supportedFrequencies', chosen)}
        />
      </CheckboxGroup>
      <FieldFrame label={EventTypeCaptions.audiencePermission} required error={errors.audiencePermission}>
        {(aria) => (
          <Select<string>
            {...aria}
            showSearch
            options={permissionOptions}
            value={form.values.audiencePermission}
            onChange={(value) => void form.setFieldValue('audiencePermission', value)}
          />
        )}
      </FieldFrame>
    </FormDialog>
  );
}
