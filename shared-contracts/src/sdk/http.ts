import ky, { type KyInstance } from 'ky';
import { APP_VERSION, Headers, LATE_REFRESH_DELAY_MS, TOKEN_RENEWAL_LEAD_SECONDS, VERSIONED_ACCEPT } from '../constants';
import type { SchoolYear } from '../schemas/common';
import { sessionStore } from './session-store';
import { isVersionMismatch, noteVersionMismatch } from './version-mismatch';

/**
 * The host registers how a session is renewed and what happens when it cannot be;
 * remotes never touch tokens.
 */
export interface SessionHooks {
  renew(): Promise<boolean>;
  expired(): void;
}

let hooks: SessionHooks = { renew: async () => false, expired: () => undefined };
let renewing: Promise<boolean> | null = null;

export function registerSessionHooks(next: SessionHooks): void {
  hooks = next;
}

/** One renewal at a time: concurrent 401s wait for the same one (spec 4). */
export function renewOnce(): Promise<boolean> {
  renewing ??= hooks.renew().finally(() => {
    renewing = null;
  });
  return renewing;
}

/**
 * The session is over. Not so when the services refused this page's version: the renewal
 * failed for that, and the user is asked to refresh instead of being signed out.
 */
function sessionEnded(): void {
  if (!isVersionMismatch()) hooks.expired();
}

/** A renewal the user did not ask for; when it fails the session is over. */
export async function renewOrExpire(): Promise<boolean> {
  const renewed = await renewOnce();
  if (!renewed) sessionEnded();
  return renewed;
}

/** When the access token should be renewed: 60 seconds before it expires (spec 4). */
export function renewalDueAt(expiresAt: number): number {
  return expiresAt - TOKEN_RENEWAL_LEAD_SECONDS * 1000;
}

let lateRefresh: ReturnType<typeof setTimeout> | null = null;

/**
 * Spec 4: a request made after the scheduled renewal time, with no renewal running
 * (a laptop waking from sleep, a timer the browser throttled), starts one 2.5 s later.
 */
export function scheduleLateRefresh(now = Date.now()): void {
  const { expiresAt, user } = sessionStore.getState();
  if (!user || expiresAt === null || now < renewalDueAt(expiresAt) || renewing || lateRefresh) return;
  lateRefresh = setTimeout(() => {
    lateRefresh = null;
    void renewOrExpire();
  }, LATE_REFRESH_DELAY_MS);
}

/**
 * Renews the access token 60 seconds before it expires, rescheduling whenever the
 * token changes. Returns the function that stops it.
 */
export function startRenewalTimer(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = (expiresAt: number | null) => {
    if (timer) clearTimeout(timer);
    timer = expiresAt === null ? null : setTimeout(() => void renewOrExpire(), Math.max(0, renewalDueAt(expiresAt) - Date.now()));
  };
  schedule(sessionStore.getState().expiresAt);
  const unsubscribe = sessionStore.subscribe((state, previous) => {
    if (state.expiresAt !== previous.expiresAt) schedule(state.expiresAt);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

const AUTH_PATHS = ['/api/auth/token', '/api/auth/mfa', '/api/auth/refresh-token', '/api/auth/access-token', '/api/auth/revoke-token'];
/** The only call that does not carry activeschoolyear (spec 7). */
const SCHOOL_YEARS_PATH = '/api/leas/school-years';

const pathOf = (url: string) => new URL(url, 'http://x').pathname;
const isSchoolYearsCall = (url: string) => pathOf(url) === SCHOOL_YEARS_PATH;

function isAuthCall(url: string): boolean {
  const path = pathOf(url);
  return AUTH_PATHS.some((p) => path.startsWith(p));
}

/** The headers of spec 7 for a call to `url`, from the session as it stands. */
export function portalHeaders(url: string): Record<string, string> {
  const state = sessionStore.getState();
  const headers: Record<string, string> = {
    Accept: VERSIONED_ACCEPT,
    [Headers.AppVersion]: APP_VERSION,
  };
  if (state.accessToken) headers.Authorization = `Bearer ${state.accessToken}`;
  if (state.currentLeaId !== null) headers[Headers.CurrentLea] = String(state.currentLeaId);
  if (state.currentSchoolYear && !isSchoolYearsCall(url)) headers[Headers.ActiveSchoolYear] = String(state.currentSchoolYear.key);
  return headers;
}

let yearsLoading: Promise<SchoolYear[]> | null = null;

/**
 * Fetches the school years (from the origin of `base`) and applies the default year of
 * spec 4; calls made meanwhile wait for the same fetch.
 */
export function loadSchoolYears(base: string = globalThis.location.href): Promise<SchoolYear[]> {
  yearsLoading ??= http
    .get(new URL(SCHOOL_YEARS_PATH, base))
    .json<SchoolYear[]>()
    .then((years) => {
      sessionStore.getState().setSchoolYears(years);
      return years;
    })
    .finally(() => {
      yearsLoading = null;
    });
  return yearsLoading;
}

/**
 * Spec 7: with no school year stored, the years are fetched first so that the call carries
 * activeschoolyear. When they cannot be fetched the call goes without it and meets its own
 * answer, rather than failing for a header.
 */
async function ensureSchoolYear(url: string): Promise<void> {
  if (sessionStore.getState().currentSchoolYear || isSchoolYearsCall(url)) return;
  await loadSchoolYears(url).catch(() => undefined);
}

/** The portal's HTTP client: the headers of spec 7, one renewal on a 401, and the version check. */
export const http: KyInstance = ky.create({
  prefix: '/api',
  retry: { limit: 1 },
  timeout: 30_000,
  // Set here rather than in the hook: ky's `.json()` puts its own Accept on a call that has none.
  headers: { Accept: VERSIONED_ACCEPT },
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        if (!isAuthCall(request.url)) scheduleLateRefresh();
        await ensureSchoolYear(request.url);
        for (const [name, value] of Object.entries(portalHeaders(request.url))) {
          if (!request.headers.has(name) || name === 'Authorization') request.headers.set(name, value);
        }
      },
    ],
    afterResponse: [
      ({ response }) => noteVersionMismatch(response),
      async ({ request, response, retryCount }) => {
        // The years fetch is public and may run inside a renewal's own call: it never waits for one.
        if (response.status !== 401 || isAuthCall(request.url) || isSchoolYearsCall(request.url)) return;
        if (retryCount > 0 || !(await renewOnce())) {
          sessionEnded();
          return;
        }
        const headers = new globalThis.Headers(request.headers);
        headers.set('Authorization', `Bearer ${sessionStore.getState().accessToken}`);
        return ky.retry({ request: new Request(request, { headers }), code: 'SESSION_RENEWED' });
      },
    ],
  },
});
