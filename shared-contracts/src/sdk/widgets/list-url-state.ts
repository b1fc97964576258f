import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Where a server list keeps its page, page size, sort, search and filters. By default the page's
 * URL search params, so Back, a reload and a shared link show the same page of the list; `urlKey`
 * names a list's params (`<urlKey>.page`) when a page shows two lists, and `null` keeps them in
 * memory (a list inside a dialog, which the URL does not open).
 */
export type ListUrlKey = string | null | undefined;

export interface ListUrlState {
  get(name: string): string | null;
  /** Sets (or, with undefined, removes) params in one step; any change of position but the page's own goes back to the first page. */
  set(changes: Record<string, string | undefined>): void;
}

const paramName = (urlKey: ListUrlKey, name: string) => (urlKey ? `${urlKey}.${name}` : name);

export const LIST_PAGE_PARAM = 'page';

export function useListUrlState(urlKey: ListUrlKey): ListUrlState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [memory, setMemory] = useState(() => new URLSearchParams());
  const inUrl = urlKey !== null;
  const current = inUrl ? searchParams : memory;
  return {
    get: (name) => current.get(paramName(urlKey, name)),
    set(changes) {
      const apply = (previous: URLSearchParams) => {
        const next = new URLSearchParams(previous);
        if (!(LIST_PAGE_PARAM in changes)) next.delete(paramName(urlKey, LIST_PAGE_PARAM));
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(paramName(urlKey, name));
          else next.set(paramName(urlKey, name), value);
        }
        return next;
      };
      // Replace, not push: Back leaves the list for the page before it rather than stepping through every page turned.
      if (inUrl) setSearchParams(apply, { replace: true });
      else setMemory(apply);
    },
  };
}

/** How a filter's value is read back from the URL: `Number`, `String`, `oneOf([...])`; undefined drops a value the page would not offer. */
export type FilterParser = (raw: string) => unknown;
export type FilterValues<S extends Record<string, FilterParser>> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> | undefined };

/** A filter whose value is one of a list (a Select's choices): anything else in the URL reads as no filter. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | undefined =>
    (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** A yes/no filter (a Checkbox), in the URL as `true` while ticked. */
export const ticked = (raw: string): true | undefined => (raw === 'true' ? true : undefined);

export interface ListFiltersState<S extends Record<string, FilterParser>> {
  filters: FilterValues<S>;
  /** Changes some filters and goes back to the first page. */
  setFilters(changes: Partial<FilterValues<S>>): void;
  /** The setter of one filter, e.g. for a Select's onChange; empty (a Select's "All" choice) is no filter. */
  setter<K extends keyof S>(name: K): (value: FilterValues<S>[K] | '' | null | undefined) => void;
}

/**
 * A list's own filters, kept where `useServerList` with the same `urlKey` keeps its page: the
 * parsers say which filters there are and read each back, `{ leaId: Number, enabled: String }`.
 */
export function useListFilters<S extends Record<string, FilterParser>>(parsers: S, urlKey?: ListUrlKey): ListFiltersState<S> {
  const state = useListUrlState(urlKey);
  const filters = {} as FilterValues<S>;
  for (const [name, parse] of Object.entries(parsers) as [keyof S & string, FilterParser][]) {
    const raw = state.get(name);
    const value = raw === null ? undefined : parse(raw);
    if (value !== undefined && !Number.isNaN(value)) filters[name] = value as FilterValues<S>[typeof name];
  }
  const setFilters = (changes: Partial<FilterValues<S>>) =>
    state.set(
      Object.fromEntries(
        Object.entries(changes).map(([name, value]) => [
          name,
          value === undefined || value === null || value === false ? undefined : String(value),
        ]),
      ),
    );
  return {
    filters,
    setFilters,
    setter: (name) => (value) => setFilters({ [name]: value === '' || value === null ? undefined : value } as Partial<FilterValues<S>>),
  };
}
