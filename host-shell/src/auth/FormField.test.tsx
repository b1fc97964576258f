import { act, fireEvent, render, screen } from '@testing-library/react';
import { useFormik, type FormikProps } from 'formik';
import * as yup from 'yup';
import { FormField } from './FormField';

type Values = { email: string; agreement: boolean };
let form: FormikProps<Values>;

function Harness() {
  form = useFormik<Values>({
    initialValues: { email: '', agreement: false },
    validationSchema: yup.object({ email: yup.string().required('A value is required.'), agreement: yup.boolean() }),
    onSubmit: () => undefined,
  }) as FormikProps<Values>;
  return (
    <form>
      <FormField form={form} name="email" label="Email" type="email" required />
      <FormField form={form} name="agreement" label="I agree" type="checkbox" />
    </form>
  );
}

test("a rule's message shows once the field is touched, tied to the input", async () => {
  render(<Harness />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'false');
  expect(input).toHaveAttribute('aria-required', 'true');
  // formik validates after the event; act waits for it.
  await act(async () => fireEvent.blur(input));
  const message = screen.getByText('A value is required.');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAttribute('aria-describedby', message.id);
});

test("the server's error for a field shows until that field is edited", async () => {
  render(<Harness />);
  act(() => form.setStatus({ fieldErrors: { email: 'This password is too common.' } }));
  const input = screen.getByLabelText('Email');
  expect(screen.getByText('This password is too common.').id).toBe(input.getAttribute('aria-describedby'));
  await act(async () => fireEvent.change(input, { target: { value: 'pat@example.org' } }));
  expect(screen.queryByText('This password is too common.')).toBeNull();
  expect(input).toHaveAttribute('aria-invalid', 'false');
});

test('a checkbox is labelled after its box and bound to a boolean', async () => {
  render(<Harness />);
  const box = screen.getByLabelText('I agree');
  await act(async () => fireEvent.click(box));
  expect(box).toBeChecked();
});
