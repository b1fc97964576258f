import { Select } from 'antd';
import type { FieldControlProps } from './field-props';
import { FieldFrame } from './FieldFrame';

export interface SelectOption<Value> {
  value: Value;
  label: string;
}

/** A choice from a list (a lookup list's values, an LEA's schools), searchable by its label; clearable unless required. */
export function SelectField<Value extends string | number>({
  label,
  value,
  onChange,
  onBlur,
  required,
  error,
  name,
  disabled,
  id,
  options,
  loading,
}: FieldControlProps<Value | null> & { options: readonly SelectOption<Value>[]; loading?: boolean }) {
  return (
    <FieldFrame label={label} required={required} error={error} id={id}>
      {(aria) => (
        <Select<Value>
          {...aria}
          aria-label={label}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={!required}
          disabled={disabled}
          loading={loading}
          options={options as SelectOption<Value>[]}
          value={value ?? undefined}
          onChange={(picked) => onChange(picked ?? null)}
          onBlur={onBlur}
          data-name={name}
        />
      )}
    </FieldFrame>
  );
}
