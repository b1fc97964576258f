import { expect } from '@jest/globals';
import type { TestPortal, TestRequest, TestResponse } from '@portal/platform/testing';

/** The demo roles holding App.leas.manage and App.schools.manage (services/identity/src/seed/role-permissions.ts). */
export const MANAGERS = ['siteadmin@example.org', 'stateadmin@example.org'] as const;
/** Every other demo role. */
export const NOT_MANAGERS = [
  'stateuser@example.org',
  'districtadmin@example.org',
  'districtuser@example.org',
  'requester@example.org',
] as const;

export async function callAs(portal: TestPortal, email: string, request: TestRequest): Promise<TestResponse> {
  return portal.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${await portal.tokenFor(email)}` } });
}

/** Without a token the call is refused with 401, and every demo role but the managers gets 403. */
export async function expectOnlyManagersMay(portal: TestPortal, request: TestRequest): Promise<void> {
  const answers = [['anonymous', (await portal.inject(request)).statusCode]];
  for (const email of NOT_MANAGERS) answers.push([email, (await callAs(portal, email, request)).statusCode]);
  expect(answers).toEqual([['anonymous', 401], ...NOT_MANAGERS.map((email) => [email, 403])]);
}

export interface AuditRow {
  event: string;
  actor_user_id: number | null;
  entity_type: string | null;
  entity_id: string | null;
  lea_id: number | null;
  details: Record<string, unknown>;
}

/** Identity's audit entries about one record, oldest first. */
export async function auditOf(portal: TestPortal, entityType: string, entityId: number): Promise<AuditRow[]> {
  return portal.db
    .selectFrom('identity.audit_events')
    .select(['event', 'actor_user_id', 'entity_type', 'entity_id', 'lea_id', 'details'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute() as Promise<AuditRow[]>;
}

export async function userIdOf(portal: TestPortal, email: string): Promise<number> {
  return (await portal.db.selectFrom('identity.users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;
}

export async function leaIdOf(portal: TestPortal, code: string): Promise<number> {
  return (await portal.db.selectFrom('identity.leas').select('id').where('lea_code', '=', code).executeTakeFirstOrThrow()).id as number;
}
