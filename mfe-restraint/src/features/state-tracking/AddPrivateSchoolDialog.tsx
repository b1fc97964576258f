import { useFormik } from 'formik';
import type { PrivateSchoolCreate } from '@portal/shared-contracts/restraint';
import { FormDialog, fromFormik, TextField, useFormDialog, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { restraintKeys } from '../../api/keys';
import { createPrivateSchool } from '../../api/private-schools';
import { privateSchoolSchema, toPrivateSchoolCreate } from './private-school-form';
import { PrivateSchoolTexts as T } from './private-schools-texts';

/** A new private school (state admin); a code already taken comes back from the service under Code. */
export function AddPrivateSchoolDialog({ onClose }: { onClose(): void }) {
  const runChange = useRefreshingTask(restraintKeys.all);
  const dialog = useFormDialog({ open: true, onClose });
  const form = useFormik<PrivateSchoolCreate>({
    initialValues: { code: '', name: '' },
    validationSchema: privateSchoolSchema,
    onSubmit: async (values, helpers) =>
      dialog.settle(await runChange(() => createPrivateSchool(toPrivateSchoolCreate(values)), { success: T.added }), helpers),
  });
  const bind = (name: keyof PrivateSchoolCreate) =>
    fromFormik<string>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name));
  return (
    <FormDialog dialog={dialog} form={form} title={T.addTitle} saveText={T.add}>
      <TextField label={T.code} required {...bind('code')} />
      <TextField label={T.name} required {...bind('name')} />
    </FormDialog>
  );
}
