import { useState } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router';
import { Typography } from 'antd';
import { appById } from '@portal/shared-contracts';
import { TestMailCaptions, TestMailTexts, testMailErrors, type TestEmailBody } from '@portal/shared-contracts/admin';
import { FormCard, fromFormik, TextField, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import { sendTestMail } from '../../api/notifications';
import { AdminUtilsTexts as T } from './admin-utils-texts';

/** A test e-mail to the address the administrator gives, through the queue and the worker like every portal mail. */
export function TestMailCard() {
  const runTask = useTaskSnackbar();
  const [queued, setQueued] = useState(false);
  const form = useFormik<TestEmailBody>({
    initialValues: { to: '' },
    validate: testMailErrors,
    onSubmit: async (values) => {
      setQueued(false);
      const outcome = await runTask(() => sendTestMail(values), { before: T.sending, success: TestMailTexts.queued });
      setQueued(outcome.ok);
    },
  });
  return (
    <FormCard
      form={form}
      title={T.testTitle}
      submitText={T.send}
      after={
        <div role="status">
          {queued ? (
            <Typography.Paragraph style={{ marginTop: 16 }}>
              {TestMailTexts.queued} <Link to={`${appById('admin').basePath}/email-logs`}>{T.openEmailLogs}</Link>
            </Typography.Paragraph>
          ) : null}
        </div>
      }
    >
      <Typography.Paragraph>{T.testIntro}</Typography.Paragraph>
      <TextField
        label={TestMailCaptions.to}
        required
        {...fromFormik<string>(form.getFieldProps('to'), form.getFieldMeta('to'), form.getFieldHelpers('to'))}
      />
    </FormCard>
  );
}
