import { Input } from 'antd';
import type { FieldControlProps } from './field-props';
import { FieldFrame } from './FieldFrame';

/** Spec 5: whatever is typed or pasted keeps only its digits. */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

export function NumbersOnlyInput({ label, value, onChange, onBlur, required, error, name, disabled, id }: FieldControlProps<string>) {
  return (
    <FieldFrame label={label} required={required} error={error} id={id}>
      {(aria) => (
        <Input
          {...aria}
          name={name}
          disabled={disabled}
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(digitsOnly(event.target.value))}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
