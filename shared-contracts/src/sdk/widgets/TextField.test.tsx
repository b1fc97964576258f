/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWidget } from './test-support';
import { TextField, type TextFieldProps } from './TextField';

function Field({ initial = '', ...props }: Partial<TextFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextField label="Title" value={value} onChange={setValue} {...props} />;
}

test('a required field shows the asterisk and says it is required', () => {
  renderWidget(<Field required />);

  const input = screen.getByRole('textbox', { name: 'Title' });
  expect(input).toBeRequired();
  expect(screen.getByText('Title')).toHaveClass('ant-form-item-required');
});

test('an optional field shows neither', () => {
  renderWidget(<Field />);

  expect(screen.getByRole('textbox', { name: 'Title' })).not.toBeRequired();
  expect(screen.getByText('Title')).not.toHaveClass('ant-form-item-required');
});

test.each([
  [undefined, 200],
  ['small', 200],
  ['medium', 600],
  ['large', 1000],
] as const)('size %p allows %p characters, then shows max length N', (size, maxLength) => {
  renderWidget(<Field initial={'x'.repeat(maxLength)} {...(size ? { size } : {})} />);
  const input = screen.getByRole('textbox', { name: 'Title' });
  expect(screen.queryByText(`max length ${maxLength}`)).not.toBeInTheDocument();

  fireEvent.change(input, { target: { value: 'x'.repeat(maxLength + 1) } });

  expect(screen.getByText(`max length ${maxLength}`)).toBeInTheDocument();
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription(`max length ${maxLength}`);
});

test('medium and large fields take several lines', () => {
  renderWidget(<Field size="medium" />);
  expect(screen.getByRole('textbox', { name: 'Title' }).tagName).toBe('TEXTAREA');
});

test("the form's error shows under the field", () => {
  renderWidget(<Field required error="Field is required." />);

  const input = screen.getByRole('textbox', { name: 'Title' });
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Field is required.');
  expect(input).toHaveClass('ant-input-status-error');
});
