import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { shellRoutes } from '@portal/shared-contracts';
import { OwnUserMessages, type OwnUserDocument } from '@portal/shared-contracts/admin';
import { decodeToken, errorBody, httpErrorMessage, saveOwnAccount, useSession } from '@portal/shared-contracts/sdk';
import { SecondFactorsSection } from './SecondFactorsSection';

type AccountFields = Pick<OwnUserDocument, 'email' | 'fullName' | 'currentPassword'> & { jobTitle: string; phoneNumber: string };

const fieldNames: readonly (keyof AccountFields)[] = ['email', 'fullName', 'jobTitle', 'phoneNumber', 'currentPassword'];

/**
 * My Account: the user's own name, job title, phone and e-mail address, and their second sign-in
 * factors. A new address needs the current password and takes effect only once the link mailed to
 * it is opened; the page says so. A user who must first set up a second factor sees that first.
 */
export function AccountPage() {
  const user = useSession((s) => s.user);
  const [form] = Form.useForm<AccountFields>();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const mustEnrol = useSession((s) => !!s.accessToken && decodeToken(s.accessToken).mfa_enrol === true);
  if (!user) return null;

  const save = async (values: AccountFields) => {
    setOutcome(null);
    setSaving(true);
    try {
      const saved = await saveOwnAccount({
        email: values.email.trim(),
        fullName: values.fullName,
        jobTitle: values.jobTitle || null,
        phoneNumber: values.phoneNumber || null,
        ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
      });
      form.setFieldsValue({ email: saved.email, currentPassword: '' });
      setOutcome({
        kind: 'success',
        message: saved.pendingEmail ? OwnUserMessages.confirmationSent(saved.pendingEmail) : 'Your account was saved.',
      });
    } catch (error) {
      const errors = errorBody(error)?.errors ?? {};
      const known = Object.entries(errors).filter(([field]) => (fieldNames as readonly string[]).includes(field));
      form.setFields(known.map(([name, message]) => ({ name: name as keyof AccountFields, errors: [message] })));
      if (known.length === 0) setOutcome({ kind: 'error', message: errorBody(error)?.message ?? httpErrorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {shellRoutes.account.breadcrumb}
      </Typography.Title>
      {mustEnrol ? <SecondFactorsSection /> : null}
      <Form<AccountFields>
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={{
          email: user.email,
          fullName: user.fullName,
          jobTitle: user.jobTitle ?? '',
          phoneNumber: user.phoneNumber ?? '',
          currentPassword: '',
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item label="Full Name" name="fullName">
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Job Title" name="jobTitle">
          <Input autoComplete="organization-title" />
        </Form.Item>
        <Form.Item label="Phone Number" name="phoneNumber">
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Current Password" name="currentPassword" extra="Needed only to change your email address.">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {outcome ? (
          <Alert
            type={outcome.kind}
            title={outcome.message}
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
      </Form>
      {mustEnrol ? null : (
        <div style={{ marginTop: 32 }}>
          <SecondFactorsSection />
        </div>
      )}
    </>
  );
}
