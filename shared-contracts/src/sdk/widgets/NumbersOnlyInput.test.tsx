/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { digitsOnly, NumbersOnlyInput } from './NumbersOnlyInput';
import { renderWidget } from './test-support';

test.each([
  ['12a3', '123'],
  ['(775) 555-0100', '7755550100'],
  ['-4.5', '45'],
  ['abc', ''],
])('%p keeps only %p', (typed, kept) => {
  expect(digitsOnly(typed)).toBe(kept);
});

test('what is typed or pasted keeps only its digits', () => {
  function Field() {
    const [value, setValue] = useState('');
    return <NumbersOnlyInput label="Phone" value={value} onChange={setValue} />;
  }
  renderWidget(<Field />);
  const input = screen.getByRole('textbox', { name: 'Phone' });

  fireEvent.change(input, { target: { value: '(775) 555-0100' } });
  expect(input).toHaveValue('7755550100');
  expect(input).toHaveAttribute('inputmode', 'numeric');
});
