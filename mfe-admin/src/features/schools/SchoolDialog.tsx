import { useState } from 'react';
import { useFormik } from 'formik';
import { type LeaSummary } from '@portal/shared-contracts';
import { type School, type SchoolCreate } from '@portal/shared-contracts/admin';
import { FieldFrame, FormDialog, fromFormik, TextField, useFormDialog, type TaskOutcome } from '@portal/shared-contracts/sdk';
import { LeaSelect } from '../../components/LeaSelect';
import { initialSchoolValues, toSchoolSave, validateSchool, type SchoolFormValues } from './school-form';
import { SchoolTexts } from './school-texts';

interface SchoolDialogProps {
  /** The school edited, or null for a new one. */
  school: School | null;
  leas: readonly LeaSummary[];
  /** A new school's LEA to start with: the one the list is filtered by. */
  leaId: number | null;
  onClose(): void;
  /** Saves under the task snackbar; the dialog closes once the service took it. */
  onSave(body: SchoolCreate): Promise<TaskOutcome<School>>;
}

/**
 * Adds or edits a school: its name, its external school id and its LEA. The form checks the
 * identity service's own rules; an external id another school has comes back under its field.
 */
export function SchoolDialog({ school, leas, leaId, onClose, onSave }: SchoolDialogProps) {
  const dialog = useFormDialog();
  const [initialValues] = useState(() => initialSchoolValues(school, leaId));
  const form = useFormik<SchoolFormValues>({
    initialValues,
    validate: validateSchool,
    onSubmit: async (values, helpers) => dialog.settle(await onSave(toSchoolSave(values)), helpers),
  });
  const text = (name: 'name' | 'externalSchoolId') => (
    <TextField
      label={SchoolTexts.fields[name]}
      required
      {...fromFormik<string>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name))}
    />
  );
  const lea = fromFormik<number | null>(form.getFieldProps('leaId'), form.getFieldMeta('leaId'), form.getFieldHelpers('leaId'));

  return (
    <FormDialog
      dialog={dialog}
      form={form}
      title={school ? SchoolTexts.editTitle(school.name) : SchoolTexts.newTitle}
      afterClose={onClose}
      cancelText={SchoolTexts.cancel}
      saveText={SchoolTexts.save}
    >
      {text('name')}
      {text('externalSchoolId')}
      <FieldFrame label={SchoolTexts.fields.leaId} required error={lea.error}>
        {(aria) => <LeaSelect {...aria} leas={leas} value={lea.value} onChange={lea.onChange} onBlur={lea.onBlur} />}
      </FieldFrame>
    </FormDialog>
  );
}
