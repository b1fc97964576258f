/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik, useField } from 'formik';
import { object } from 'yup';
import { fromFormik } from './field-props';
import { fieldRules } from './field-rules';
import { renderWidget } from './test-support';
import { TextField } from './TextField';
import { TimeOfDayInput } from './TimeOfDayInput';

// A remote's form as the fields are meant to be used: formik state, yup rules of spec 5.
function VisitForm({ onSubmit }: { onSubmit: (values: { title: string; start: string }) => void }) {
  return (
    <Formik
      initialValues={{ title: '', start: '' }}
      validationSchema={object({ title: fieldRules.required().concat(fieldRules.maxLength(20)), start: fieldRules.timeOfDay() })}
      onSubmit={onSubmit}
    >
      <Form>
        <Title />
        <Start />
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}
function Title() {
  return <TextField label="Title" required {...fromFormik(...useField<string>('title'))} />;
}
function Start() {
  return <TimeOfDayInput label="Start time" {...fromFormik(...useField<string>('start'))} />;
}

test('formik errors show once a field is touched, and blur normalisation reaches the form', async () => {
  const submitted: unknown[] = [];
  renderWidget(<VisitForm onSubmit={(values) => submitted.push(values)} />);
  const title = screen.getByRole('textbox', { name: 'Title' });

  expect(screen.queryByText('Field is required.')).not.toBeInTheDocument();
  fireEvent.blur(title);
  expect(await screen.findByText('Field is required.')).toBeInTheDocument();

  fireEvent.change(title, { target: { value: 'Annual visit' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Start time' }), { target: { value: '15:30' } });
  fireEvent.blur(screen.getByRole('textbox', { name: 'Start time' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(submitted).toEqual([{ title: 'Annual visit', start: '15:30 PM' }]));
});
