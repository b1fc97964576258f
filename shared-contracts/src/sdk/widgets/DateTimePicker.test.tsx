/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateTimePicker } from './DateTimePicker';
import { renderWidget } from './test-support';

function Picker({ initial = null, onChange }: { initial?: Date | null; onChange: (value: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <DateTimePicker
      label="Incident time"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function openPicker() {
  const input = screen.getByLabelText('Incident time');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.click(input);
  return input;
}

function typeAndSubmit(text: string) {
  const input = openPicker();
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

test('shows the value on the 12-hour clock', () => {
  renderWidget(<Picker initial={new Date(2026, 0, 5, 15, 30)} onChange={() => undefined} />);
  expect(screen.getByLabelText('Incident time')).toHaveValue('01/05/2026 3:30 PM');
});

test.each([
  ['01/05/2026 12:30 PM', 12, 30],
  ['01/05/2026 12:30 AM', 0, 30],
  ['01/05/2026 1:05 PM', 13, 5],
  ['01/05/2026 11:59 AM', 11, 59],
])('%p is %p:%p on the 24-hour clock, with no seconds or milliseconds', (typed, hours, minutes) => {
  const onChange = jest.fn<(value: Date | null) => void>();
  renderWidget(<Picker onChange={onChange} />);

  typeAndSubmit(typed);

  const chosen = onChange.mock.calls.at(-1)?.[0];
  expect([chosen?.getFullYear(), chosen?.getMonth(), chosen?.getDate()]).toEqual([2026, 0, 5]);
  expect([chosen?.getHours(), chosen?.getMinutes(), chosen?.getSeconds(), chosen?.getMilliseconds()]).toEqual([hours, minutes, 0, 0]);
});

test('a picked date-time keeps no seconds or milliseconds, even from a value that had them', async () => {
  const onChange = jest.fn<(value: Date | null) => void>();
  renderWidget(<Picker initial={new Date(2026, 0, 5, 9, 15, 42, 123)} onChange={onChange} />);

  openPicker();
  fireEvent.click(await screen.findByTitle('2026-01-06'));
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));

  expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 0, 6, 9, 15, 0, 0));
});

test("the form's error shows under the picker and describes it", () => {
  renderWidget(<DateTimePicker label="Incident time" value={null} onChange={() => undefined} required error="Field is required." />);

  const input = screen.getByLabelText('Incident time');
  expect(input).toBeRequired();
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Field is required.');
  expect(input.closest('.ant-picker')).toHaveClass('ant-picker-status-error');
});
