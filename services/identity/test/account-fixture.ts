import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { sql } from 'kysely';
import { cookiePairOf, startTestPortal, type TestPortal, type TestPortalOptions, type TestResponse } from '@portal/platform/testing';
import { Roles, type RoleName } from '@portal/shared-contracts';
import { type ManagedUser, type UserDocument } from '@portal/shared-contracts/admin';
import { hashPassword } from '../src/passwords';
import { DEMO_DISTRICT_CODE } from '../src/seed/demo-accounts';
import { userIdOf } from './directory-admin-callers';

/** The password the users a test creates sign in with. */
export const PASSWORD = 'Harbour-Lantern-74!';

export const SITE_ADMIN = 'siteadmin@example.org';
export const STATE_ADMIN = 'stateadmin@example.org';
export const STATE_USER = 'stateuser@example.org';
export const DISTRICT_ADMIN = 'districtadmin@example.org';
export const DISTRICT_USER = 'districtuser@example.org';
export const REQUESTER = 'requester@example.org';
export const everyDemoAccount = [SITE_ADMIN, STATE_ADMIN, STATE_USER, DISTRICT_ADMIN, DISTRICT_USER, REQUESTER];

export function expectRefused(res: TestResponse, statusCode: number, errors?: Record<string, string>): void {
  expect(res.statusCode).toBe(statusCode);
  if (errors) expect(res.json().errors).toEqual(errors);
}

export const freshEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.org`;

export interface AccountFixture {
  /** The file's portal, once started (in tests and hooks). */
  portal(): TestPortal;
  /** The state-level district, the demo district, and one other district; filled once the portal has started. */
  leas: { state: number; district: number; other: number };
  roleId(name: RoleName | string): number;
  /** A call as a demo account. */
  call(email: string, method: string, url: string, payload?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  /** A call with an access token, e.g. of a user the test created and signed in. */
  callWith(accessToken: string, method: string, url: string, payload?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  /** A new district user's document: in the demo district, with the local user role. */
  newUser(overrides?: Partial<UserDocument>): UserDocument;
  /** Creates a user as the site administrator and gives it PASSWORD, so it can sign in. */
  createdUser(overrides?: Partial<UserDocument>): Promise<ManagedUser>;
  /** A new sign-in with PASSWORD: the access token and the refresh cookie. */
  signedIn(email: string): Promise<{ accessToken: string; cookie: string }>;
  /** Identity's audit entries of one event about a user, oldest first. */
  auditOf(
    userId: number,
    event: string,
  ): Promise<{ actor_user_id: number | null; entity_type: string; entity_id: string; details: Record<string, unknown> }[]>;
  userIdOf(email: string): Promise<number>;
}

/**
 * Starts the test portal of a file about accounts (in its beforeAll, closed in its afterAll) and
 * answers the helpers its tests share.
 */
export function accountFixture(options: TestPortalOptions = {}): AccountFixture {
  let started: TestPortal | null = null;
  let passwordHash = '';
  const leas = { state: 0, district: 0, other: 0 };
  const roleIds = new Map<string, number>();
  const portal = () => started!;

  beforeAll(async () => {
    started = await startTestPortal(options);
    passwordHash = await hashPassword(PASSWORD);
    const { rows } = await sql<{ id: number; lea_code: string; is_nde_level_district: boolean }>`
      select id, lea_code, is_nde_level_district from identity.leas order by id`.execute(started.db);
    leas.state = rows.find((r) => r.is_nde_level_district)!.id;
    leas.district = rows.find((r) => r.lea_code === DEMO_DISTRICT_CODE)!.id;
    leas.other = rows.find((r) => !r.is_nde_level_district && r.lea_code !== DEMO_DISTRICT_CODE)!.id;
    const roles = await sql<{ id: number; name: string }>`select id, name from identity.roles`.execute(started.db);
    for (const role of roles.rows) roleIds.set(role.name, role.id);
  }, 120_000);
  afterAll(() => started?.close());

  const roleId = (name: RoleName | string) => roleIds.get(name)!;
  const callWith = (accessToken: string, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    portal().inject({
      method,
      url,
      headers: { authorization: `Bearer ${accessToken}`, ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });
  const call = async (email: string, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    callWith(await portal().tokenFor(email), method, url, payload, headers);

  function newUser(overrides: Partial<UserDocument> = {}): UserDocument {
    const email = freshEmail();
    return {
      userName: email,
      email,
      fullName: 'Pat Newuser',
      jobTitle: 'Teacher',
      phoneNumber: '(402) 555-0100',
      enabled: true,
      roleIds: [roleId(Roles.LocalUser)],
      leaIds: [leas.district],
      ...overrides,
    };
  }

  return {
    portal,
    leas,
    roleId,
    call,
    callWith,
    newUser,
    async createdUser(overrides = {}) {
      const res = await call(SITE_ADMIN, 'POST', '/api/account/users', newUser(overrides));
      expect(res.statusCode).toBe(201);
      const user = res.json<ManagedUser>();
      await sql`update identity.users set password_hash = ${passwordHash} where id = ${user.id}`.execute(portal().db);
      return user;
    },
    async signedIn(email) {
      const res = await portal().inject(await portal().signInRequest(email, PASSWORD));
      expect(res.statusCode).toBe(200);
      return { accessToken: res.json().accessToken, cookie: cookiePairOf(res)! };
    },
    async auditOf(userId, event) {
      const { rows } = await sql<{
        actor_user_id: number | null;
        entity_type: string;
        entity_id: string;
        details: Record<string, unknown>;
      }>`
        select actor_user_id, entity_type, entity_id, details from identity.audit_events where user_id = ${userId} and event = ${event} order by id`.execute(
        portal().db,
      );
      return rows;
    },
    userIdOf: (email) => userIdOf(portal(), email),
  };
}
