import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';
import type { FieldControlProps } from './field-props';
import { FieldFrame } from './FieldFrame';

/** Spec 9: dates and times show on the 12-hour clock. */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY h:mm A';

// Spec 5: a chosen date-time keeps no seconds nor milliseconds, whatever the clock said when it was picked.
const toMinute = (picked: Dayjs | null): Date | null => (picked ? picked.second(0).millisecond(0).toDate() : null);

/**
 * A date and time on the 12-hour clock. antd's picker turns 12 PM into 12:00 and 12 AM into 0:00,
 * the special case spec 5 names.
 */
export function DateTimePicker({ label, value, onChange, onBlur, required, error, name, disabled, id }: FieldControlProps<Date | null>) {
  return (
    <FieldFrame label={label} required={required} error={error} id={id}>
      {(aria) => (
        <DatePicker
          {...aria}
          name={name}
          disabled={disabled}
          showTime={{ use12Hours: true, format: 'h:mm A' }}
          format={DATE_TIME_FORMAT}
          value={value ? dayjs(value) : null}
          onChange={(picked) => onChange(toMinute(picked))}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
