/**
 * What every SDK field takes: a value and a callback with the next value, not an input event, so a
 * field works with formik, with useState, or inside antd's Form alike. The fields do not import
 * formik: the SDK is one shared copy while each remote bundles its own formik, whose context the
 * SDK's copy could not see.
 */
export interface FieldControlProps<Value> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  /** Shows the asterisk and tells assistive technology the field is required. */
  required?: boolean;
  /** The error text to show under the field, e.g. formik's once the field is touched. */
  error?: string | undefined;
  name?: string;
  disabled?: boolean;
  id?: string;
}

// The parts of formik's useField() answer that a field needs, by shape.
interface FormikField<Value> {
  name: string;
  value: Value;
}
interface FormikMeta {
  touched: boolean;
  error?: string | undefined;
}
interface FormikHelpers<Value> {
  setValue: (value: Value) => unknown;
  setTouched: (touched: boolean) => unknown;
}

/**
 * Binds a field to formik: `<TextField label="Title" required {...fromFormik(...useField<string>('title'))} />`.
 * Errors show once the field has been touched, as formik forms usually do.
 */
export function fromFormik<Value>(
  field: FormikField<Value>,
  meta: FormikMeta,
  helpers: FormikHelpers<Value>,
): Pick<FieldControlProps<Value>, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  return {
    name: field.name,
    value: field.value,
    onChange: (value) => void helpers.setValue(value),
    onBlur: () => void helpers.setTouched(true),
    error: meta.touched ? meta.error : undefined,
  };
}
