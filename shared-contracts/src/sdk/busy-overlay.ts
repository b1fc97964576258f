import { createStore } from 'zustand/vanilla';

/** Spec 2: the overlay's text when none is given, and again once it is hidden. */
export const BUSY_DEFAULT_TEXT = 'Please Wait...';

interface Hold {
  id: number;
  text: string;
}

/**
 * Whoever shows the overlay holds it until they release it: route navigation, a remote
 * loading and a page's own work may overlap, and one of them finishing must not hide the
 * overlay while another still waits.
 */
export const busyStore = createStore<{ holds: readonly Hold[] }>()(() => ({ holds: [] }));

let lastId = 0;

/** Shows the overlay, with `text` while this hold is the newest; call the returned function to release it. */
export function showBusy(text: string = BUSY_DEFAULT_TEXT): () => void {
  const id = ++lastId;
  busyStore.setState((s) => ({ holds: [...s.holds, { id, text }] }));
  return () => busyStore.setState((s) => ({ holds: s.holds.filter((h) => h.id !== id) }));
}

export function busyText(holds: readonly Hold[]): string {
  return holds.at(-1)?.text ?? BUSY_DEFAULT_TEXT;
}
