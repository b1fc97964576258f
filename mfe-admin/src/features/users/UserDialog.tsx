import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Checkbox, Form, Typography } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { type ManagedUser, type RoleRecord, type UserDocument } from '@portal/shared-contracts/admin';
import {
  FormDialog,
  fromFormik,
  TextField,
  useFormDialog,
  usePermissions,
  useSession,
  type TaskOutcome,
} from '@portal/shared-contracts/sdk';
import { LeaPicker } from './LeaPicker';
import { RolePicker } from './RolePicker';
import { initialUserValues, toUserDocument, validateUser, type UserFormValues } from './user-form';
import { UserTexts } from './user-texts';

interface UserDialogProps {
  /** The user edited, or null for a new one. */
  user: ManagedUser | null;
  /** Every role, for the role picker; empty when the caller may not read roles. */
  roles: readonly RoleRecord[];
  onClose(): void;
  /** Saves under the task snackbar; the dialog closes once the service took it. */
  onSave(document: UserDocument): Promise<TaskOutcome<unknown>>;
}

type TextFieldName = 'userName' | 'email' | 'fullName' | 'jobTitle' | 'phoneNumber';

/**
 * Adds or edits a user: the texts, whether the account may sign in, its roles and its LEAs. The
 * form checks the identity service's own rules; what only the service can know (an address
 * already taken) comes back under its field.
 */
export function UserDialog({ user, roles, onClose, onSave }: UserDialogProps) {
  const permissions = usePermissions();
  const canAssign = permissions.includes(AppPermissions.RolesAssign);
  const leaRequired = !permissions.includes(AppPermissions.AllLeas);
  // The service refuses to disable one's own account; the box does not offer it.
  const myId = useSession((s) => s.user?.id ?? null);
  const isMe = user !== null && user.id === myId;
  const dialog = useFormDialog();
  const [initialValues] = useState(() => initialUserValues(user));
  const form = useFormik<UserFormValues>({
    initialValues,
    validate: (values) => validateUser(values, leaRequired),
    onSubmit: async (values, helpers) => dialog.settle(await onSave(toUserDocument(values)), helpers),
  });
  const bind = <Name extends keyof UserFormValues>(name: Name) =>
    fromFormik<UserFormValues[Name]>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name));
  const text = (name: TextFieldName, required = false) => <TextField label={UserTexts.fields[name]} required={required} {...bind(name)} />;
  // A new user's user name follows the address until it is typed on its own: most sign in with their address.
  const email = bind('email');
  const followEmail = (value: string) => {
    if (!user && (form.values.userName === '' || form.values.userName === form.values.email)) void form.setFieldValue('userName', value);
    email.onChange(value);
  };
  const held = useMemo(() => ({ roles: user?.roles ?? [], leas: user?.leas ?? [] }), [user]);

  return (
    <FormDialog
      dialog={dialog}
      form={form}
      title={user ? UserTexts.editUserTitle(user.fullName) : UserTexts.newUserTitle}
      width={640}
      afterClose={onClose}
      cancelText={UserTexts.cancel}
      saveText={UserTexts.save}
    >
      {text('fullName', true)}
      <TextField label={UserTexts.fields.email} required {...email} onChange={followEmail} />
      {text('userName', true)}
      {text('jobTitle')}
      {text('phoneNumber')}
      <Form.Item>
        <Checkbox
          checked={form.values.enabled}
          disabled={isMe && form.values.enabled}
          onChange={(event) => void form.setFieldValue('enabled', event.target.checked)}
        >
          {UserTexts.fields.enabled}
        </Checkbox>
      </Form.Item>
      <RolePicker {...bind('roleIds')} roles={roles} held={held.roles} canAssign={canAssign} />
      <LeaPicker {...bind('leaIds')} required={leaRequired} held={held.leas} />
      {user ? null : <Typography.Paragraph type="secondary">{UserTexts.newUserMail}</Typography.Paragraph>}
    </FormDialog>
  );
}
