import { useState } from 'react';
import { Input } from 'antd';
import { FieldMessages } from '../../field-messages';
import type { FieldControlProps } from './field-props';
import { FieldFrame } from './FieldFrame';
import { isValidTimeOfDay, normaliseTimeOfDay } from './time-of-day';

/**
 * A time of day typed as text (spec 5). On blur it completes what it can ('3:00pm', '15:30'); a
 * value still not a time then shows spec 5's invalid-time text unless the form shows its own error.
 */
export function TimeOfDayInput({ label, value, onChange, onBlur, required, error, name, disabled, id }: FieldControlProps<string>) {
  const [left, setLeft] = useState(false);
  const shownError = error ?? (left && value && !isValidTimeOfDay(value) ? FieldMessages.invalidTime : undefined);
  function leave() {
    const normalised = normaliseTimeOfDay(value);
    if (normalised !== value) onChange(normalised);
    setLeft(true);
    onBlur?.();
  }
  return (
    <FieldFrame label={label} required={required} error={shownError} id={id}>
      {(aria) => (
        <Input
          {...aria}
          name={name}
          disabled={disabled}
          placeholder="hh:mm PM"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={leave}
        />
      )}
    </FieldFrame>
  );
}
