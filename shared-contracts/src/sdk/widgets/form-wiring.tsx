import { useEffect, useRef, type ReactNode } from 'react';
import { Form } from 'antd';
import { errorBody } from '../errors';
import type { TaskOutcome } from './task-snackbar';

/**
 * The parts of a formik form (useFormik's answer) that FormDialog and FormCard drive, by shape:
 * the SDK is one shared copy and does not import formik, which each remote bundles (see fromFormik).
 */
export interface DrivenForm {
  submitForm(): Promise<unknown>;
  isSubmitting: boolean;
  submitCount: number;
  errors: object;
}

/** What a refused save's field errors are set with: formik's `setErrors`, or the helpers onSubmit gets. */
export interface ErrorSetter<Errors> {
  setErrors(errors: Errors): void;
}

/**
 * Puts the service's field errors (`{ field: message }`, spec 8) on the form's fields; `toFormErrors`
 * reshapes them where the form nests its values. Returns whether the save went through.
 */
export function applyOutcome<Errors = Record<string, string>>(
  outcome: TaskOutcome<unknown>,
  form: ErrorSetter<Errors>,
  toFormErrors: (errors: Record<string, string>) => Errors = (errors) => errors as Errors,
): boolean {
  if (outcome.ok) return true;
  const fieldErrors = errorBody(outcome.error)?.errors;
  if (fieldErrors) form.setErrors(toFormErrors(fieldErrors));
  return false;
}

interface FormBodyProps {
  form: DrivenForm;
  /** The form's accessible name, when its dialog or card title does not give it one. */
  label?: string | undefined;
  children: ReactNode;
}

/**
 * The form inside a FormDialog or a FormCard: antd's vertical layout, Enter in a field submits, and
 * after a submit from outside the fields (Save) that left errors, the form's own or the service's,
 * focus goes to the first field in error, so a keyboard or screen-reader user lands where the problem is.
 */
export function FormBody({ form, label, children }: FormBodyProps) {
  const element = useRef<HTMLFormElement>(null);
  const handled = useRef(form.submitCount);
  const { isSubmitting, submitCount, errors } = form;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const root = element.current;
    // Focus already in a field stays there: leaving the field would run the form's rules again on
    // blur, and formik would replace the service's field errors with their answer.
    if (Object.keys(errors).length === 0 || !root || root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitting, submitCount, errors]);
  return (
    <Form layout="vertical" component={false}>
      <form
        ref={element}
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submitForm();
        }}
      >
        {children}
        <button type="submit" hidden />
      </form>
    </Form>
  );
}
