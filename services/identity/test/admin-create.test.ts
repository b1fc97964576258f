import { spawn } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Roles } from '@portal/shared-contracts';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import type { CaughtMail } from '@portal/mail-catcher';

// `npm run admin:create` as an operator runs it, against the portal's database, with the portal running.
const TIMEOUT = 60_000;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const PASSWORD = 'Granite-Orchard-Lamp-61';
const SUBJECT = 'Your portal account is ready';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ mail: true });
}, 120_000);
afterAll(() => portal?.close());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function adminCreate(...args: string[]): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'services/identity/src/admin-create.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: portal.databaseUrl, MAIL_SECRET_KEY: portal.mailSecretKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ ...run, code })));
}

async function accountsWith(email: string) {
  const { rows } = await sql<{ id: number; full_name: string; roles: string[] }>`
    select u.id, u.full_name, array(select r.name from identity.user_roles ur join identity.roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
    from identity.users u where lower(u.email) = lower(${email})`.execute(portal.db);
  return rows;
}

function linkOf(mail: CaughtMail): { email: string; token: string } {
  const match = /\/auth\/reset-password\?email=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no set-password link in: ${mail.text}`);
  return { email: decodeURIComponent(match[1]!), token: match[2]! };
}

const signIn = async (login: string, password: string) => portal.inject(await portal.signInRequest(login, password));

describe('npm run admin:create', () => {
  test(
    'creates one site administrator with no usable password, mails the link that sets it, and a second run creates nothing',
    async () => {
      const email = `first-admin-${randomUUID().slice(0, 8)}@agency.example.gov`;
      const first = await adminCreate(
        '--email',
        email,
        '--first-name',
        'Dana',
        '--last-name',
        'Whitfield',
        '--job-title',
        'Portal Administrator',
      );
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toContain(`Created the site administrator ${email}`);
      expect(await accountsWith(email)).toEqual([expect.objectContaining({ full_name: 'Dana Whitfield', roles: [Roles.SiteAdmin] })]);

      const mail = await portal.mail!.waitFor(email, (m) => m.subject === SUBJECT);
      const link = linkOf(mail);
      expect(link.email).toBe(email);

      const again = await adminCreate('--email', email.toUpperCase(), '--first-name', 'Dana', '--last-name', 'Whitfield');
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('is a site administrator already: nothing was created');
      expect(await accountsWith(email)).toHaveLength(1);

      // No password signs in until the link sets one; then the administrator is in, with every permission.
      expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
      const reset = await portal.inject({ method: 'POST', url: '/api/account/reset/password', payload: { ...link, password: PASSWORD } });
      expect(reset.statusCode).toBe(200);
      const signedIn = await signIn(email, PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      const me = await portal.inject({ url: '/api/account/users/me', headers: { authorization: `Bearer ${signedIn.json().accessToken}` } });
      expect(me.json()).toMatchObject({ email, roles: [Roles.SiteAdmin] });

      const { rows: audit } = await sql<{ actor_user_id: number | null; details: { roles: string[] } }>`
        select actor_user_id, details from identity.audit_events where event = 'user-created' and user_id = ${(await accountsWith(email))[0]!.id}`.execute(
        portal.db,
      );
      expect(audit).toEqual([
        { actor_user_id: null, details: expect.objectContaining({ roles: [Roles.SiteAdmin], passwordMailed: true }) },
      ]);
    },
    TIMEOUT,
  );

  test(
    'an address that has another kind of account is left alone, and the run says so',
    async () => {
      const run = await adminCreate('--email', 'districtuser@example.org', '--first-name', 'Casey', '--last-name', 'Districtuser');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('already has an account, which is not a site administrator: nothing was created or changed');
      expect((await accountsWith('districtuser@example.org'))[0]!.roles).toEqual([Roles.LocalUser]);
    },
    TIMEOUT,
  );

  test(
    'wrong or missing options are named, and nothing is written',
    async () => {
      const before = await sql<{ n: string }>`select count(*) as n from identity.users`.execute(portal.db);
      const invalid = await adminCreate('--email', 'not-an-address', '--first-name', 'Dana');
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toContain('--email: ');
      expect(invalid.stderr).toContain('--last-name: Field is required.');
      const unknown = await adminCreate('--mail', 'dana@agency.example.gov');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Usage: npm run admin:create');
      const after = await sql<{ n: string }>`select count(*) as n from identity.users`.execute(portal.db);
      expect(after.rows).toEqual(before.rows);
    },
    TIMEOUT,
  );
});
