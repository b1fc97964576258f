import { useEffect, useRef } from 'react';

/**
 * Runs `onLeave` when the user leaves the page that calls it: another route of the app, another
 * app, or signing out all unmount the page. A remote keeps its own clean-up with its page this
 * way, and the host needs to know nothing of it.
 */
export function useOnLeave(onLeave: () => void): void {
  const latest = useRef(onLeave);
  const mounted = useRef(false);
  useEffect(() => {
    latest.current = onLeave;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode unmounts and mounts again at once to test effects: only a page still gone
      // once that has run was really left.
      queueMicrotask(() => {
        if (!mounted.current) latest.current();
      });
    };
  }, []);
}
