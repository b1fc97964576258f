import { useState } from 'react';
import { useFormik } from 'formik';
import { Typography } from 'antd';
import { RoleChangeOperation } from '@portal/shared-contracts';
import { type CreateRoleRequest, type RoleRecord } from '@portal/shared-contracts/admin';
import { FormDialog, fromFormik, TextField, useFormDialog, type TaskOutcome } from '@portal/shared-contracts/sdk';
import { PermissionPicker } from './PermissionPicker';
import { initialRoleValues, toRoleRequest, validateRole, type RoleFormValues } from './role-form';
import { RoleTexts } from './role-texts';

interface RoleDialogProps {
  /** The role modified, or null to add one. */
  role: RoleRecord | null;
  onClose(): void;
  /** Saves under the task snackbar; the dialog closes once the service took it. */
  onSave(request: CreateRoleRequest): Promise<TaskOutcome<unknown>>;
}

/** Adds or modifies a role (spec 3's role change operations): its name, description and permissions. */
export function RoleDialog({ role, onClose, onSave }: RoleDialogProps) {
  const operation = role ? RoleChangeOperation.Modify : RoleChangeOperation.Add;
  const dialog = useFormDialog();
  const [initialValues] = useState(() => initialRoleValues(role));
  const form = useFormik<RoleFormValues>({
    initialValues,
    validate: validateRole,
    onSubmit: async (values, helpers) => dialog.settle(await onSave(toRoleRequest(values)), helpers),
  });
  const bind = <Name extends keyof RoleFormValues>(name: Name) =>
    fromFormik<RoleFormValues[Name]>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name));
  const permissions = bind('permissions');

  return (
    <FormDialog
      dialog={dialog}
      form={form}
      title={operation === RoleChangeOperation.Modify && role ? RoleTexts.modifyTitle(role.name) : RoleTexts.addTitle}
      width={900}
      afterClose={onClose}
      cancelText={RoleTexts.cancel}
      saveText={RoleTexts.save}
    >
      {role?.builtIn ? <Typography.Paragraph type="secondary">{RoleTexts.builtInName}</Typography.Paragraph> : null}
      <TextField label={RoleTexts.fields.name} required disabled={role?.builtIn} {...bind('name')} />
      <TextField label={RoleTexts.fields.description} size="medium" {...bind('description')} />
      <PermissionPicker value={permissions.value} onChange={permissions.onChange} error={permissions.error} />
    </FormDialog>
  );
}
