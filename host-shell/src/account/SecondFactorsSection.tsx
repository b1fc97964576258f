import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, List, QRCode, Space, Typography } from 'antd';
import { MfaMessages, type FactorAddedResponse, type TotpSetupResponse } from '@portal/shared-contracts';
import { decodeToken, httpErrorMessage, refreshSession, useSession } from '@portal/shared-contracts/sdk';
import {
  addPasskey,
  confirmTotp,
  fetchMfaStatus,
  mfaStatusKey,
  newRecoveryCodes,
  removePasskey,
  removeTotp,
  startTotpSetup,
} from './mfa-api';

export const SECOND_FACTORS_TITLE = 'Second sign-in factor';

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Alert
      type="success"
      title="Your recovery codes"
      description={
        <>
          <p>
            Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator app or passkey. They are shown only
            now.
          </p>
          <ul aria-label="Recovery codes" style={{ fontFamily: 'monospace' }}>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}

/**
 * My Account's second factors. A user whose role needs one and who signed in without one arrives
 * on My Account with this section first; once a factor is proved the session has it, and the whole portal opens.
 */
export function SecondFactorsSection() {
  const queryClient = useQueryClient();
  const mustEnrol = useSession((s) => !!s.accessToken && decodeToken(s.accessToken).mfa_enrol === true);
  const status = useQuery({ queryKey: mfaStatusKey, queryFn: fetchMfaStatus });
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [passkeyName, setPasskeyName] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<unknown>) {
    setError(null);
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: mfaStatusKey });
    } catch (err) {
      setError(httpErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  /** A new factor raises this session: a fresh token carries the roles that wait for one. */
  async function factorAdded(added: FactorAddedResponse) {
    setCodes(added.recoveryCodes);
    await refreshSession();
  }

  const mfa = status.data;
  const hasFactor = !!mfa && (mfa.totp || mfa.passkeys.length > 0);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Title level={2}>{SECOND_FACTORS_TITLE}</Typography.Title>
      {mfa?.required && !hasFactor ? <Alert type="warning" title={MfaMessages.enrolRequired} /> : null}
      {hasFactor && mustEnrol ? (
        <Alert
          type="info"
          title="Your second factor is set up."
          action={<Button onClick={() => window.location.assign('/')}>Continue</Button>}
        />
      ) : null}
      {error ? <Alert type="error" title={error} /> : null}
      {codes.length ? <RecoveryCodes codes={codes} /> : null}
      <Card title="Authenticator app">
        {mfa?.totp ? (
          <Space>
            <Typography.Text>An authenticator app is set up.</Typography.Text>
            <Button danger disabled={busy} onClick={() => void act(removeTotp)}>
              Remove authenticator app
            </Button>
          </Space>
        ) : setup ? (
          <Space orientation="vertical">
            <Typography.Text>Scan this code with your authenticator app, or enter the key by hand.</Typography.Text>
            {/* antd draws the code as a canvas with the role img, which needs a name of its own (WCAG 1.1.1). */}
            <QRCode value={setup.otpauthUri} aria-label="QR code of the key, for your authenticator app" />
            <Typography.Text>
              Key:{' '}
              <Typography.Text code copyable aria-label="Secret key">
                {setup.secret}
              </Typography.Text>
            </Typography.Text>
            <label>
              Code from the app{' '}
              <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" style={{ width: 160 }} />
            </label>
            <Button
              type="primary"
              disabled={busy || !code.trim()}
              onClick={() =>
                void act(async () => {
                  await factorAdded(await confirmTotp(code.trim()));
                  setSetup(null);
                  setCode('');
                })
              }
            >
              Confirm
            </Button>
          </Space>
        ) : (
          <Button type="primary" disabled={busy || !mfa} onClick={() => void act(async () => setSetup(await startTotpSetup()))}>
            Set up authenticator app
          </Button>
        )}
      </Card>
      <Card title="Passkeys">
        <List
          dataSource={mfa?.passkeys ?? []}
          // antd greys an empty list's text as disabled, too faint to read (WCAG 1.4.3); the theme's secondary grey meets AA.
          locale={{ emptyText: <Typography.Text type="secondary">No passkeys yet.</Typography.Text> }}
          renderItem={(passkey) => (
            <List.Item
              actions={[
                <Button key="remove" danger disabled={busy} onClick={() => void act(() => removePasskey(passkey.id))}>
                  Remove
                </Button>,
              ]}
            >
              {passkey.name}
            </List.Item>
          )}
        />
        <Space>
          <Input
            aria-label="Passkey name"
            placeholder="Name, e.g. work laptop"
            value={passkeyName}
            onChange={(e) => setPasskeyName(e.target.value)}
          />
          <Button
            disabled={busy || !passkeyName.trim()}
            onClick={() =>
              void act(async () => {
                await factorAdded(await addPasskey(passkeyName.trim()));
                setPasskeyName('');
              })
            }
          >
            Add a passkey
          </Button>
        </Space>
      </Card>
      {hasFactor ? (
        <Card title="Recovery codes">
          <Space>
            <Typography.Text>{mfa.recoveryCodesLeft} unused recovery codes.</Typography.Text>
            <Button disabled={busy} onClick={() => void act(async () => setCodes((await newRecoveryCodes()).recoveryCodes))}>
              New recovery codes
            </Button>
          </Space>
        </Card>
      ) : null}
    </Space>
  );
}
