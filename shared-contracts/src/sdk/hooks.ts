import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { AppId } from '../routes';
import { busyStore, busyText, showBusy } from './busy-overlay';
import { sessionStore, type SessionStore } from './session-store';
import { versionMismatchStore } from './version-mismatch';

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

/** What the busy overlay shows: visible while anyone holds it, with the newest holder's text. */
export function useBusyState(): { visible: boolean; text: string } {
  const visible = useStore(busyStore, (s) => s.holds.length > 0);
  const text = useStore(busyStore, (s) => busyText(s.holds));
  return { visible, text };
}

/** Shows the busy overlay while `active` is true, e.g. while a page's data loads. */
export function useBusyWhile(active: boolean, text?: string): void {
  useEffect(() => (active ? showBusy(text) : undefined), [active, text]);
}

/**
 * The busy overlay for a page's own work (spec 2): `show` with optional text, `hide` when
 * done; leaving the page hides it too.
 */
export function useBusyOverlay(): { show(text?: string): void; hide(): void } {
  const release = useRef<(() => void) | null>(null);
  const overlay = useMemo(
    () => ({
      show(text?: string) {
        release.current?.();
        release.current = showBusy(text);
      },
      hide() {
        release.current?.();
        release.current = null;
      },
    }),
    [],
  );
  useEffect(() => overlay.hide, [overlay]);
  return overlay;
}

/** True once a service has refused this page's version (spec 8). */
export function useVersionMismatch(): boolean {
  return useStore(versionMismatchStore, (s) => s.mismatch);
}
