import { useStore } from 'zustand';
import type { AppId } from '../routes';
import { sessionStore, type SessionStore } from './session-store';

export function useSession<T>(selector: (s: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}

export function usePermissions(): string[] {
  return useSession((s) => s.permissions);
}

/** The LEA and school year every query is scoped by. */
export function useShellContext(): { leaId: number | null; schoolYear: number | null } {
  const leaId = useSession((s) => s.currentLeaId);
  const schoolYear = useSession((s) => s.currentSchoolYear?.key ?? null);
  return { leaId, schoolYear };
}

/** Query keys start with the app id and include the LEA id and the school year. */
export function useAppQueryKey(app: AppId | 'shell', ...rest: unknown[]): unknown[] {
  const { leaId, schoolYear } = useShellContext();
  return [app, leaId, schoolYear, ...rest];
}
