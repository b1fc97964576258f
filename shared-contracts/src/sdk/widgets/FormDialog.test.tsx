/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { useState } from 'react';
import { FormCard } from './FormCard';
import { FormDialog, useFormDialog } from './FormDialog';
import { applyOutcome, type ErrorSetter } from './form-wiring';
import type { TaskOutcome } from './task-snackbar';
import { renderWidget } from './test-support';
import { TextField } from './TextField';

type Errors = Record<string, string>;

// What a remote's useFormik gives, by the shape the SDK drives: the SDK itself does not import formik.
function useFakeForm(submit: (values: { code: string; label: string }, helpers: ErrorSetter<Errors>) => Promise<void>) {
  const [values, setValues] = useState({ code: '', label: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  return {
    values,
    errors,
    isSubmitting,
    submitCount,
    setValues,
    async submitForm() {
      setSubmitCount((n) => n + 1);
      // The form's own rule, as formik's validate: a code is required.
      const ownErrors: Errors = values.code ? {} : { code: 'Code is required.' };
      setErrors(ownErrors);
      if (Object.keys(ownErrors).length) return;
      setSubmitting(true);
      await submit(values, { setErrors });
      setSubmitting(false);
    },
  };
}

const refused = (errors: Errors): TaskOutcome<unknown> => {
  const error = new HTTPError(new Response(null, { status: 409 }), new Request('http://portal.test/api/x'), {} as never);
  error.data = { statusCode: 409, message: 'Conflict', errors };
  return { ok: false, error };
};

function ValueDialog({ save, afterClose }: { save: () => Promise<TaskOutcome<unknown>>; afterClose: () => void }) {
  const dialog = useFormDialog();
  const form = useFakeForm(async (_values, helpers) => dialog.settle(await save(), helpers));
  return (
    <FormDialog dialog={dialog} form={form} title="Add a value" width={640} afterClose={afterClose}>
      <TextField
        label="Code"
        value={form.values.code}
        error={form.errors.code}
        onChange={(code) => form.setValues((v) => ({ ...v, code }))}
      />
      <TextField
        label="Label"
        value={form.values.label}
        error={form.errors.label}
        onChange={(label) => form.setValues((v) => ({ ...v, label }))}
      />
    </FormDialog>
  );
}

function openDialog(save: () => Promise<TaskOutcome<unknown>>) {
  const afterClose = jest.fn();
  renderWidget(<ValueDialog save={save} afterClose={afterClose} />);
  return afterClose;
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

test('Save shows the form’s own error on its field, focuses it, and calls nothing', async () => {
  const save = jest.fn(async (): Promise<TaskOutcome<unknown>> => ({ ok: true, value: null }));
  openDialog(save);
  await screen.findByRole('dialog', { name: 'Add a value' });

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Code is required.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Code')).toHaveFocus());
  expect(save).not.toHaveBeenCalled();
});

test('a refused save puts the service’s field errors on their fields, focuses the first, and stays open', async () => {
  openDialog(async () => refused({ label: 'Another value already has this label.' }));
  await screen.findByRole('dialog', { name: 'Add a value' });
  type('Code', 'A');
  type('Label', 'Adams');

  // Enter in a field submits, as in any form.
  fireEvent.submit(screen.getByLabelText('Label'));

  expect(await screen.findByText('Another value already has this label.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Label')).toHaveFocus());
  expect(screen.getByRole('dialog', { name: 'Add a value' })).toBeInTheDocument();
});

test('Save is busy while the save runs, and the dialog closes once the service took it', async () => {
  let finish: (outcome: TaskOutcome<unknown>) => void = () => undefined;
  const afterClose = openDialog(() => new Promise((resolve) => (finish = resolve)));
  await screen.findByRole('dialog', { name: 'Add a value' });
  type('Code', 'A');

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toHaveClass('ant-btn-loading'));
  finish({ ok: true, value: null });

  await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
});

test('Cancel closes without saving', async () => {
  const save = jest.fn(async (): Promise<TaskOutcome<unknown>> => ({ ok: true, value: null }));
  const afterClose = openDialog(save);
  await screen.findByRole('dialog', { name: 'Add a value' });

  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
  expect(save).not.toHaveBeenCalled();
});

function SettingsCard({ save }: { save: () => Promise<TaskOutcome<unknown>> }) {
  const form = useFakeForm(async (_values, helpers) => void applyOutcome(await save(), helpers));
  return (
    <FormCard form={form} title="Settings" submitText="Save settings" after={<p>after the form</p>}>
      <TextField
        label="Code"
        value={form.values.code}
        error={form.errors.code}
        onChange={(code) => form.setValues((v) => ({ ...v, code }))}
      />
    </FormCard>
  );
}

test('FormCard: the submit button sends the form, and a refused save shows the service’s error on its field', async () => {
  const save = jest.fn(async () => refused({ code: 'This code is taken.' }));
  renderWidget(<SettingsCard save={save} />);
  expect(screen.getByText('Settings')).toBeInTheDocument();
  expect(screen.getByText('after the form')).toBeInTheDocument();
  type('Code', 'A');

  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByText('This code is taken.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Code')).toHaveFocus());
  expect(save).toHaveBeenCalledTimes(1);
});
