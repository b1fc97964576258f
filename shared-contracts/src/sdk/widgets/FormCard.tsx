import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { FormBody, type DrivenForm } from './form-wiring';

interface FormCardProps {
  /** The remote's formik form (useFormik's answer). */
  form: DrivenForm;
  /** The card's title; without one the card has no border, for a form inside a panel that has its own. */
  title?: ReactNode;
  /** The form's accessible name. */
  label?: string;
  submitText: string;
  /** Below the form, inside the card: what the last submit did, in a live region. */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A settings or action form on a page rather than in a dialog: the same wiring as FormDialog (Enter
 * submits, the submit button busy while it runs, focus on the first field in error), inside a Card.
 * Its onSubmit ends a save with `applyOutcome`, which puts the service's field errors on the fields.
 */
export function FormCard({ form, title, label, submitText, after, children }: FormCardProps) {
  return (
    <Card title={title} variant={title ? 'outlined' : 'borderless'} styles={title ? undefined : { body: { padding: 0 } }}>
      <FormBody form={form} label={label}>
        {children}
        <Button type="primary" htmlType="submit" loading={form.isSubmitting}>
          {submitText}
        </Button>
      </FormBody>
      {after}
    </Card>
  );
}
