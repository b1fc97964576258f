import { Checkbox, Form, Radio, Space } from 'antd';
import type { FieldControlProps } from './field-props';
import { FieldFrame } from './FieldFrame';
import type { SelectOption } from './SelectField';

/**
 * Choices shown all at once, for a short list a person reads through (a survey's answers, a
 * setting's set of codes): the group is named by the field's label, each choice by its own.
 */

/** One of a few choices, as radio buttons; stacked one per line with `vertical` (long labels, a survey). */
export function RadioGroupField<Value extends string | number | boolean>({
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
  vertical = false,
}: FieldControlProps<Value | null> & { options: readonly SelectOption<Value>[]; vertical?: boolean }) {
  return (
    <FieldFrame label={label} required={required} error={error} id={id}>
      {(aria) => (
        <Radio.Group
          {...aria}
          role="radiogroup"
          aria-label={label}
          name={name}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value as Value)}
          onBlur={onBlur}
        >
          <Space orientation={vertical ? 'vertical' : 'horizontal'} wrap>
            {options.map((option) => (
              <Radio key={String(option.value)} value={option.value}>
                {option.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </FieldFrame>
  );
}

/** Any number of choices, as checkboxes, in the options' order whatever order they were ticked in. */
export function CheckboxGroupField<Value extends string>({
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
  vertical = false,
}: FieldControlProps<readonly Value[]> & { options: readonly SelectOption<Value>[]; vertical?: boolean }) {
  const order = options.map((option) => option.value);
  return (
    <FieldFrame label={label} required={required} error={error} id={id}>
      {/* A group takes no aria-required (axe's aria-allowed-attr): the label's asterisk says it. */}
      {({ id: controlId, 'aria-required': _required, ...aria }) => (
        <div id={controlId} role="group" aria-label={label} {...aria} onBlur={onBlur}>
          <Checkbox.Group<Value>
            name={name}
            disabled={disabled}
            value={[...value]}
            onChange={(picked) => onChange(order.filter((code) => picked.includes(code)))}
          >
            <Space orientation={vertical ? 'vertical' : 'horizontal'} wrap>
              {options.map((option) => (
                <Checkbox key={option.value} value={option.value}>
                  {option.label}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </div>
      )}
    </FieldFrame>
  );
}

/** A yes-or-no setting as one checkbox, named by its label. */
export function CheckboxField({ label, value, onChange, onBlur, error, name, disabled }: FieldControlProps<boolean>) {
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error}>
      <Checkbox name={name} disabled={disabled} checked={value} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur}>
        {label}
      </Checkbox>
    </Form.Item>
  );
}
