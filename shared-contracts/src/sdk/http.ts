import ky, { type KyInstance } from 'ky';
import { APP_VERSION, Headers, VERSIONED_ACCEPT } from '../constants';
import { sessionStore } from './session-store';

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

const AUTH_PATHS = ['/api/auth/token', '/api/auth/refresh-token', '/api/auth/access-token'];
/** The only call that does not carry activeschoolyear (spec 7). */
const SCHOOL_YEARS_PATH = '/api/leas/school-years';

export function portalHeaders(url: string): Record<string, string> {
  const state = sessionStore.getState();
  const headers: Record<string, string> = {
    Accept: VERSIONED_ACCEPT,
    [Headers.AppVersion]: APP_VERSION,
  };
  if (state.accessToken) headers.Authorization = `Bearer ${state.accessToken}`;
  if (state.currentLeaId !== null) headers[Headers.CurrentLea] = String(state.currentLeaId);
  if (state.currentSchoolYear && !new URL(url, 'http://x').pathname.startsWith(SCHOOL_YEARS_PATH)) {
    headers[Headers.ActiveSchoolYear] = String(state.currentSchoolYear.key);
  }
  return headers;
}

function isAuthCall(url: string): boolean {
  const path = new URL(url, 'http://x').pathname;
  return AUTH_PATHS.some((p) => path.startsWith(p));
}

/** The portal's HTTP client: the headers of spec 7 and one renewal on a 401. */
export const http: KyInstance = ky.create({
  prefix: '/api',
  retry: { limit: 1 },
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        for (const [name, value] of Object.entries(portalHeaders(request.url))) {
          if (!request.headers.has(name) || name === 'Authorization') request.headers.set(name, value);
        }
      },
    ],
    afterResponse: [
      async ({ request, response, retryCount }) => {
        if (response.status !== 401 || isAuthCall(request.url)) return;
        if (retryCount > 0 || !(await renewOnce())) {
          hooks.expired();
          return;
        }
        const headers = new globalThis.Headers(request.headers);
        headers.set('Authorization', `Bearer ${sessionStore.getState().accessToken}`);
        return ky.retry({ request: new Request(request, { headers }), code: 'SESSION_RENEWED' });
      },
    ],
  },
});
