import { createStore } from 'zustand/vanilla';
import { StorageKeys } from '../constants';
import { AppPermissions } from '../permissions';
import type { SessionUser } from '../schemas/directory';
import type { LeaSummary, SchoolYear } from '../schemas/common';
import { claimList } from '../claims';
import { decodeToken } from './jwt';
import { storage } from './storage';

export interface SessionState {
  accessToken: string | null;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number | null;
  user: SessionUser | null;
  permissions: string[];
  leas: LeaSummary[];
  schoolYears: SchoolYear[];
  currentLeaId: number | null;
  currentSchoolYear: SchoolYear | null;
}

export interface SessionActions {
  signIn(token: string, expiresInSeconds: number, user: SessionUser): void;
  replaceToken(token: string, expiresInSeconds: number): void;
  signOut(): void;
  /** The LEAs the user may choose; the current one becomes the default of spec 4. */
  setLeas(leas: LeaSummary[]): void;
  /** The school years; the current one becomes the default of spec 4. */
  setSchoolYears(years: SchoolYear[]): void;
  /** Saves the chosen LEA; what the shell does next is the context changer's (spec 4). */
  setCurrentLea(id: number): void;
  /** Saves the chosen school year. */
  setCurrentSchoolYear(year: SchoolYear): void;
}

export type SessionStore = SessionState & SessionActions;

function permissionsOf(token: string): string[] {
  return claimList(decodeToken(token).permission);
}

function restore(): SessionState {
  const accessToken = storage.get<string>(StorageKeys.accessToken);
  const expiresAt = storage.get<number>(StorageKeys.expiresIn);
  const user = storage.get<SessionUser>(StorageKeys.currentUser);
  // An expired access token still marks a signed-in user: the start-up refresh renews it
  // from the refresh cookie, or signs the user out when the session has ended.
  const live = accessToken && user && expiresAt;
  return {
    accessToken: live ? accessToken : null,
    expiresAt: live ? expiresAt : null,
    user: live ? user : null,
    permissions: live ? (storage.get<string[]>(StorageKeys.userPermissions) ?? []) : [],
    leas: [],
    schoolYears: [],
    currentLeaId: storage.get<number>(StorageKeys.currentLea),
    currentSchoolYear: storage.get<SchoolYear>(StorageKeys.currentSchoolYear),
  };
}

/**
 * The one session and context store of the portal. It lives in this package,
 * which Module Federation shares as a singleton, so the host and every remote
 * read the same instance.
 */
export const sessionStore = createStore<SessionStore>()((set) => ({
  ...restore(),
  signIn(token, expiresInSeconds, user) {
    const expiresAt = Date.now() + expiresInSeconds * 1000;
    const permissions = permissionsOf(token);
    storage.set(StorageKeys.accessToken, token);
    storage.set(StorageKeys.expiresIn, expiresAt);
    storage.set(StorageKeys.currentUser, user);
    storage.set(StorageKeys.userPermissions, permissions);
    storage.set(StorageKeys.userId, user.id);
    storage.set(StorageKeys.rememberMe, true);
    set({ accessToken: token, expiresAt, user, permissions });
  },
  replaceToken(token, expiresInSeconds) {
    const expiresAt = Date.now() + expiresInSeconds * 1000;
    const permissions = permissionsOf(token);
    storage.set(StorageKeys.accessToken, token);
    storage.set(StorageKeys.expiresIn, expiresAt);
    storage.set(StorageKeys.userPermissions, permissions);
    set({ accessToken: token, expiresAt, permissions });
  },
  signOut() {
    storage.clearSession();
    set({ accessToken: null, expiresAt: null, user: null, permissions: [], leas: [], schoolYears: [] });
  },
  setLeas(leas) {
    set((s) => {
      const currentLeaId = defaultLeaId(s.currentLeaId, leas, s.permissions.includes(AppPermissions.AllLeas));
      if (currentLeaId !== null) storage.set(StorageKeys.currentLea, currentLeaId);
      return { leas, currentLeaId };
    });
  },
  setSchoolYears(schoolYears) {
    set((s) => {
      const currentSchoolYear = defaultSchoolYear(s.currentSchoolYear, schoolYears);
      if (currentSchoolYear) storage.set(StorageKeys.currentSchoolYear, currentSchoolYear);
      return { schoolYears, currentSchoolYear };
    });
  },
  setCurrentLea(id) {
    storage.set(StorageKeys.currentLea, id);
    set({ currentLeaId: id });
  },
  setCurrentSchoolYear(year) {
    storage.set(StorageKeys.currentSchoolYear, year);
    set({ currentSchoolYear: year });
  },
}));

/**
 * Spec 4: the stored LEA if still available; else the state-level district for a
 * user who may view all LEAs; else the first.
 */
export function defaultLeaId(stored: number | null, leas: LeaSummary[], mayViewAllLeas: boolean): number | null {
  if (stored !== null && leas.some((l) => l.id === stored)) return stored;
  const stateLevel = mayViewAllLeas ? leas.find((l) => l.isNdeLevelDistrict) : undefined;
  return stateLevel?.id ?? leas[0]?.id ?? null;
}

/** Spec 4: the stored school year if it still exists, else the first. */
export function defaultSchoolYear(stored: SchoolYear | null, years: SchoolYear[]): SchoolYear | null {
  if (stored && years.some((y) => y.key === stored.key)) return stored;
  return years[0] ?? null;
}
