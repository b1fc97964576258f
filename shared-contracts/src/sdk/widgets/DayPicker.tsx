import dayjs from 'dayjs';
import { DatePicker } from 'antd';
import type { FieldControlProps } from './field-props';
import { FieldFrame } from './FieldFrame';

/** Spec 9's date format. */
export const DAY_FORMAT = 'MM/DD/YYYY';
/** How a calendar day travels to and from the services. */
export const ISO_DAY = 'YYYY-MM-DD';

/** A calendar day (a birth date, an entry date) held as YYYY-MM-DD, shown as MM/DD/YYYY; days after `maxDay` cannot be picked. */
export function DayPicker({
  label,
  value,
  onChange,
  onBlur,
  required,
  error,
  name,
  disabled,
  id,
  maxDay,
}: FieldControlProps<string | null> & { maxDay?: string }) {
  return (
    <FieldFrame label={label} required={required} error={error} id={id}>
      {(aria) => (
        <DatePicker
          {...aria}
          name={name}
          disabled={disabled}
          format={DAY_FORMAT}
          value={value ? dayjs(value, ISO_DAY) : null}
          disabledDate={maxDay ? (day) => day.format(ISO_DAY) > maxDay : undefined}
          onChange={(picked) => onChange(picked ? picked.format(ISO_DAY) : null)}
          onBlur={onBlur}
          // Enter confirms the typed day (the picker takes it first); it must not also submit the form around it.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          style={{ width: '100%' }}
        />
      )}
    </FieldFrame>
  );
}

/** A YYYY-MM-DD day as spec 9 shows it. */
export const formatDay = (day: string | null): string => (day ? dayjs(day, ISO_DAY).format(DAY_FORMAT) : '');
