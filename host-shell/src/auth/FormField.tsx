import { useId, type ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import type { FormStatus } from './server-errors';

type FieldForm<Values> = Pick<
  FormikProps<Values>,
  'values' | 'errors' | 'touched' | 'status' | 'handleChange' | 'handleBlur' | 'setStatus'
>;

interface FormFieldProps<Values> {
  form: FieldForm<Values>;
  name: keyof Values & string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'checkbox';
  autoComplete?: string;
  required?: boolean;
}

/**
 * One labelled input of a formik form. Its error is the form's rule once the field was
 * touched (formik touches every field on submit), else the server's error for it, which
 * lasts until the field is edited.
 */
export function FormField<Values>({ form, name, label, type = 'text', autoComplete, required = false }: FormFieldProps<Values>) {
  const id = useId();
  const errorId = `${id}-error`;
  const status = form.status as FormStatus | undefined;
  const ruleError = form.touched[name] ? form.errors[name] : undefined;
  const error = (typeof ruleError === 'string' ? ruleError : undefined) ?? status?.fieldErrors?.[name];
  const value = form.values[name];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    form.handleChange(event);
    if (status?.fieldErrors?.[name] !== undefined) {
      const { [name]: _edited, ...fieldErrors } = status.fieldErrors;
      form.setStatus({ ...status, fieldErrors });
    }
  };
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      autoComplete={autoComplete}
      {...(type === 'checkbox' ? { checked: value === true } : { value: String(value ?? '') })}
      onChange={onChange}
      onBlur={form.handleBlur}
      aria-required={required || undefined}
      aria-invalid={error !== undefined}
      aria-describedby={error !== undefined ? errorId : undefined}
    />
  );
  const errorText =
    error !== undefined ? (
      <p id={errorId} className="auth-field-error">
        {error}
      </p>
    ) : null;

  if (type === 'checkbox') {
    return (
      <div className="auth-field">
        <div className="auth-check">
          {input}
          <label htmlFor={id}>{label}</label>
        </div>
        {errorText}
      </div>
    );
  }
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {/* Seen, not read: the input's aria-required says it, and the label stays the field's name. */}
      {required ? (
        <span className="auth-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
      {input}
      {errorText}
    </div>
  );
}
