import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unusedDemoOtp } from '@portal/service-identity/demo-mfa';

/**
 * The code a demo account's authenticator app shows, not yet used on the portal at `portalUrl`.
 * The portal takes each code once, and the test files of a run share one portal: the last time
 * step used per account is kept in a file named after the portal, so the next sign-in uses a later one.
 */
export async function claimDemoOtp(portalUrl: string, email: string): Promise<string> {
  const file = path.join(
    os.tmpdir(),
    `portal-e2e-otp-${createHash('sha256').update(new URL(portalUrl).origin).digest('hex').slice(0, 16)}.json`,
  );
  const used = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, number>;
  const { code, step } = await unusedDemoOtp(email, used[email] ?? null);
  writeFileSync(file, JSON.stringify({ ...used, [email]: step }));
  return code;
}
