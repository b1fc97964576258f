import { useState, type ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { applyOutcome, FormBody, type DrivenForm, type ErrorSetter } from './form-wiring';
import type { TaskOutcome } from './task-snackbar';

export const FormDialogTexts = { cancel: 'Cancel', save: 'Save' } as const;

/** Whether a FormDialog is open, and how its save ends; `useFormDialog()` gives one. */
export interface FormDialogState {
  open: boolean;
  /** Closes the dialog; `afterClose` runs once it has gone. */
  close(): void;
  /**
   * Ends a save: closes the dialog when it went through, or puts the service's field errors on the
   * fields (reshaped by `toFormErrors` where the form nests its values) and keeps it open.
   */
  settle<Errors = Record<string, string>>(
    outcome: TaskOutcome<unknown>,
    form: ErrorSetter<Errors>,
    toFormErrors?: (errors: Record<string, string>) => Errors,
  ): void;
}

/**
 * A FormDialog's state. It opens at once and closes itself, for a dialog that its page mounts while it
 * is shown; a page that keeps the dialog mounted passes its own `open` and what closing asks of it.
 */
export function useFormDialog(controlled?: { open: boolean; onClose(): void }): FormDialogState {
  const [ownOpen, setOwnOpen] = useState(true);
  const close = controlled ? controlled.onClose : () => setOwnOpen(false);
  return {
    open: controlled ? controlled.open : ownOpen,
    close,
    settle(outcome, form, toFormErrors) {
      if (applyOutcome(outcome, form, toFormErrors)) close();
    },
  };
}

interface FormDialogProps {
  dialog: FormDialogState;
  /** The remote's formik form (useFormik's answer). */
  form: DrivenForm;
  title: ReactNode;
  /** antd's default (520 px) unless given. */
  width?: number;
  /** Runs once the dialog has closed and its animation ended: where the page forgets the dialog. */
  afterClose?(): void;
  /** Save waits while this holds, e.g. while a rule shown under a field is broken. */
  saveDisabled?: boolean;
  /** The form's accessible name, where assistive technology should hear more than the dialog's title. */
  label?: string;
  cancelText?: string;
  saveText?: string;
  children: ReactNode;
}

/**
 * The one add/edit dialog: antd's Modal around the remote's formik form, Cancel and Save (busy while
 * the save runs), Enter submits, the service's field errors on their fields (`dialog.settle`), and
 * focus on the first field in error after a refused submit.
 */
export function FormDialog({
  dialog,
  form,
  title,
  width,
  afterClose,
  saveDisabled = false,
  label,
  cancelText = FormDialogTexts.cancel,
  saveText = FormDialogTexts.save,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open={dialog.open}
      title={title}
      width={width}
      onCancel={dialog.close}
      afterClose={afterClose}
      footer={
        <>
          <Button onClick={dialog.close}>{cancelText}</Button>
          <Button type="primary" disabled={saveDisabled} loading={form.isSubmitting} onClick={() => void form.submitForm()}>
            {saveText}
          </Button>
        </>
      }
    >
      <FormBody form={form} label={label}>
        {children}
      </FormBody>
    </Modal>
  );
}
