import { expect } from '@jest/globals';
import type { TestPortal, TestRequest, TestResponse } from '@portal/platform/testing';

/** The demo roles holding App.emaillogs.view, App.notification.manage and App.roles.manage (the seed's role permissions). */
export const ADMINS = ['siteadmin@example.org', 'stateadmin@example.org'] as const;
/** Every other demo role. */
export const NOT_ADMINS = [
  'stateuser@example.org',
  'districtadmin@example.org',
  'districtuser@example.org',
  'requester@example.org',
] as const;

export async function bearer(portal: TestPortal, email: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await portal.tokenFor(email)}` };
}

export async function callAs(portal: TestPortal, email: string, request: TestRequest): Promise<TestResponse> {
  return portal.inject({ ...request, headers: { ...request.headers, ...(await bearer(portal, email)) } });
}

/** Every demo role but the admins is refused with 403, and a caller without a token with 401. */
export async function expectOnlyAdminsMay(portal: TestPortal, request: TestRequest): Promise<void> {
  const answers = [['anonymous', (await portal.inject(request)).statusCode]];
  for (const email of NOT_ADMINS) answers.push([email, (await callAs(portal, email, request)).statusCode]);
  expect(answers).toEqual([['anonymous', 401], ...NOT_ADMINS.map((email) => [email, 403])]);
}
