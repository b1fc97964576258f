import { useState } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router';
import { Button, Card, Form, Typography } from 'antd';
import { appById, TestMailCaptions, TestMailTexts, testMailErrors, type TestEmailBody } from '@portal/shared-contracts';
import { fromFormik, TextField, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import { sendTestMail } from './admin-utils-api';
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
    <Card title={T.testTitle}>
      <Typography.Paragraph>{T.testIntro}</Typography.Paragraph>
      <Form
        layout="vertical"
        component="form"
        onSubmitCapture={(event) => {
          event.preventDefault();
          void form.submitForm();
        }}
      >
        <TextField
          label={TestMailCaptions.to}
          required
          {...fromFormik<string>(form.getFieldProps('to'), form.getFieldMeta('to'), form.getFieldHelpers('to'))}
        />
        <Button type="primary" htmlType="submit" loading={form.isSubmitting}>
          {T.send}
        </Button>
      </Form>
      <div role="status">
        {queued ? (
          <Typography.Paragraph style={{ marginTop: 16 }}>
            {TestMailTexts.queued} <Link to={`${appById('admin').basePath}/email-logs`}>{T.openEmailLogs}</Link>
          </Typography.Paragraph>
        ) : null}
      </div>
    </Card>
  );
}
