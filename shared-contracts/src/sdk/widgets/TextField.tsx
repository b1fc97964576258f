import { Input } from 'antd';
import { maxLengthMessage } from '../../field-messages';
import { TEXT_MAX_LENGTH } from '../../constants';
import type { FieldControlProps } from './field-props';
import { FieldFrame } from './FieldFrame';

export type TextFieldSize = keyof typeof TEXT_MAX_LENGTH;

export interface TextFieldProps extends FieldControlProps<string> {
  /** small 200, medium 600, large 1000 characters (spec 5); medium and large are several lines. */
  size?: TextFieldSize;
}

/**
 * A text field of spec 5. Typing past the maximum is allowed and shows 'max length N', so that a
 * pasted text is not cut short without a word.
 */
export function TextField({ label, value, onChange, onBlur, required, error, name, disabled, id, size = 'small' }: TextFieldProps) {
  const maxLength = TEXT_MAX_LENGTH[size];
  const shownError = error ?? (value.length > maxLength ? maxLengthMessage(maxLength) : undefined);
  return (
    <FieldFrame label={label} required={required} error={shownError} id={id}>
      {(aria) => {
        const control = { ...aria, name, disabled, value, onBlur };
        return size === 'small' ? (
          <Input {...control} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <Input.TextArea {...control} rows={size === 'large' ? 6 : 3} onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </FieldFrame>
  );
}
