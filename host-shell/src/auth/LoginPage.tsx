import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormik } from 'formik';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { isHTTPError } from 'ky';
import type { ErrorBody } from '@portal/shared-contracts';
import { loadDirectory, signInWithPassword } from '@portal/shared-contracts/sdk';
import { LoginMessages, loginSchema } from './login-schema';
import { postLoginPath } from './post-login-path';

/** Spec 8: 'Error: ' plus the server's message, else the generic one. */
async function loginErrorMessage(error: unknown): Promise<string> {
  if (isHTTPError(error)) {
    const body = error.data as Partial<ErrorBody> | undefined;
    if (body?.message) return `Error: ${body.message}`;
  }
  return LoginMessages.failed;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setError(null);
      try {
        const user = await signInWithPassword(values.email.trim(), values.password);
        await loadDirectory();
        navigate(postLoginPath(user.roles, params.get('returnUrl')), { replace: true });
      } catch (err) {
        setError(await loginErrorMessage(err));
      }
    },
  });
  const fieldError = (name: 'email' | 'password') => (formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined);

  return (
    <main style={{ minHeight: '100%', display: 'grid', placeItems: 'center', background: '#f5f7fa', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Sign In
        </Typography.Title>
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Sign in">
          <Form layout="vertical" component={false}>
            <Form.Item label="Email" htmlFor="email" validateStatus={fieldError('email') ? 'error' : ''} help={fieldError('email')} required>
              <Input id="email" name="email" type="email" autoComplete="username" value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} />
            </Form.Item>
            <Form.Item label="Password" htmlFor="password" validateStatus={fieldError('password') ? 'error' : ''} help={fieldError('password')} required>
              <Input.Password id="password" name="password" autoComplete="current-password" value={formik.values.password} onChange={formik.handleChange} onBlur={formik.handleBlur} />
            </Form.Item>
            {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
            <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
              Sign In
            </Button>
          </Form>
        </form>
      </Card>
    </main>
  );
}
