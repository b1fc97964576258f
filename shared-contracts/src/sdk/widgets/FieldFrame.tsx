import { useId, type ReactNode } from 'react';
import { Form } from 'antd';

/** What the control inside a frame carries so that its label, requiredness and error reach assistive technology. */
export interface ControlAria {
  id: string;
  'aria-required': boolean | undefined;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  id?: string | undefined;
  children: (aria: ControlAria) => ReactNode;
}

/** antd's form item around one SDK field: its label with the required asterisk, and its error text below. */
export function FieldFrame({ label, required, error, id, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <Form.Item
      label={label}
      htmlFor={controlId}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
    >
      {children({
        id: controlId,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
    </Form.Item>
  );
}
