import { secretsIn } from '../src/log-secrets';

describe('secretsIn', () => {
  test.each([
    ['a JWT', '{"msg":"x","token":"[Redacted]","h":"eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl"}', 'a signed token (JWT)'],
    ['an argon2 hash', '{"row":"$argon2id$v=19$m=19456,t=2,p=1$abc"}', 'a password hash'],
    ['a refresh cookie', '{"cookie":"[Redacted]","raw":"portal_rt=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd"}', 'a refresh-token cookie'],
    ['a reset link', '{"url":"/auth/reset-password?email=a%40b.org&token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"}', 'a link secret in a URL'],
    ['a verification link', '{"url":"/auth/login?uid=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"}', 'a link secret in a URL'],
    ['the demo password', 'signing in with Portal-Demo-2026!', 'the demo password'],
    ['a logged password field', '{"body":{"password":"Tr0ub4dor&3-horse"}}', 'an unredacted credential field'],
  ])('finds %s', (_what, line, kind) => {
    expect(secretsIn(line)).toContain(kind);
  });

  test('passes the lines services really write', () => {
    const lines = [
      '{"level":30,"service":"identity","reqId":"6a1f","req":{"method":"POST","url":"/api/auth/token","remoteAddress":"127.0.0.1"},"msg":"incoming request"}',
      '{"level":30,"event":"sign-in","userId":4,"sessionId":"0b3c4e0a-2f9d-4d43-9a55-7f1f3f0c2d11","msg":"signed in"}',
      '{"level":30,"name":"notification-worker","jobId":"3f0e","type":"password-reset","attempt":1,"msg":"e-mail sent"}',
      '{"level":30,"headers":{"authorization":"[Redacted]","cookie":"[Redacted]"},"msg":"request"}',
    ];
    for (const line of lines) expect(secretsIn(line)).toEqual([]);
  });
});
