/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { DayPicker, formatDay } from './DayPicker';
import { renderWidget } from './test-support';

function Picker({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DayPicker
      label="Entry date"
      maxDay="2026-11-25"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

test('a day typed as MM/DD/YYYY and confirmed with Enter is held as YYYY-MM-DD, and Enter does not submit the form around it', () => {
  const onChange = jest.fn();
  renderWidget(<Picker onChange={onChange} />);
  const input = screen.getByLabelText('Entry date');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: '09/02/2025' } });
  const submitsForm = fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  expect(onChange).toHaveBeenLastCalledWith('2025-09-02');
  expect(submitsForm).toBe(false);
});

test('days are shown as MM/DD/YYYY', () => {
  expect(formatDay('2025-09-02')).toBe('09/02/2025');
  expect(formatDay(null)).toBe('');
});
