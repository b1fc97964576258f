/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWidget } from './test-support';
import { TimeOfDayInput } from './TimeOfDayInput';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TimeOfDayInput label="Start time" value={value} onChange={setValue} error={error} />;
}

const input = () => screen.getByRole('textbox', { name: 'Start time' });
const typeAndLeave = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
};

test.each([
  ['3:00pm', '3:00 pm'],
  ['15:30', '15:30 PM'],
  ['3:00 PM', '3:00 PM'],
])('%p becomes %p on blur, with no error', (typed, shown) => {
  renderWidget(<Field />);
  typeAndLeave(typed);

  expect(input()).toHaveValue(shown);
  expect(input()).not.toBeInvalid();
});

test('a value that is still not a time shows the invalid-time text once the field is left', () => {
  renderWidget(<Field />);
  fireEvent.change(input(), { target: { value: '9:00' } });
  expect(screen.queryByText('Invalid time: enter time as hh:mm PM, e.g. 3:00 PM.')).not.toBeInTheDocument();

  fireEvent.blur(input());

  expect(input()).toHaveValue('9:00');
  expect(input()).toBeInvalid();
  expect(input()).toHaveAccessibleDescription('Invalid time: enter time as hh:mm PM, e.g. 3:00 PM.');
});

test("the form's own error wins", () => {
  renderWidget(<Field error="Field is required." />);
  typeAndLeave('9:00');

  expect(input()).toHaveAccessibleDescription('Field is required.');
});
