import { CONTEXT_CHANGE_DEBOUNCE_MS } from '../constants';
import { matchRoute } from '../routes';
import type { SchoolYear } from '../schemas/common';
import { sessionStore } from './session-store';

/** What the shell does once a new LEA is saved (spec 4). */
export type LeaChangeEffect = 'stay' | 'dashboard' | 'reload';

/**
 * Spec 4: to the dashboard unless already there; on post-school-outcomes routes the page
 * reloads instead, except on its student-list pages (the list and its manager), which
 * re-read their list for the new LEA in place.
 */
export function leaChangeEffect(pathname: string): LeaChangeEffect {
  const match = matchRoute(pathname);
  if (match?.app.id === 'psos') return match.route?.path.startsWith('student-list') ? 'stay' : 'reload';
  return (pathname.replace(/\/+$/, '') || '/') === '/' ? 'stay' : 'dashboard';
}

/** How the changer reaches the router and the page: the host hands in its own. */
export interface ContextNavigation {
  pathname(): string;
  navigate(path: string): void;
  reload(): void;
}

export interface ContextChanger {
  chooseLea(id: number): void;
  chooseSchoolYear(year: SchoolYear): void;
  /** Drops a change still waiting for its debounce. */
  cancel(): void;
}

function debounced<A>(run: (arg: A) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call(arg: A) {
      clearTimeout(timer);
      timer = setTimeout(() => run(arg), delayMs);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * Spec 4's LEA and school-year changes, each debounced (spec 9: 100 ms) so that running
 * through the options saves and moves only once: a year is saved and the whole
 * application reloads; an LEA is saved and the shell moves as `leaChangeEffect` says.
 */
export function createContextChanger(nav: ContextNavigation, delayMs = CONTEXT_CHANGE_DEBOUNCE_MS): ContextChanger {
  const lea = debounced((id: number) => {
    sessionStore.getState().setCurrentLea(id);
    const effect = leaChangeEffect(nav.pathname());
    if (effect === 'dashboard') nav.navigate('/');
    else if (effect === 'reload') nav.reload();
  }, delayMs);
  const year = debounced((next: SchoolYear) => {
    sessionStore.getState().setCurrentSchoolYear(next);
    nav.reload();
  }, delayMs);
  return {
    chooseLea: lea.call,
    chooseSchoolYear: year.call,
    cancel() {
      lea.cancel();
      year.cancel();
    },
  };
}
