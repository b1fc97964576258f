import type { ComponentType } from 'react';
import { PlannedPage } from './PlannedPage';

/**
 * A page for each route still to be built, from what each route will be for,
 * keyed by route path, so a remote's page map holds only its own words.
 */
export function plannedPages(purposes: Record<string, string>): Record<string, ComponentType> {
  return Object.fromEntries(
    Object.entries(purposes).map(([path, purpose]) => {
      const Page = () => <PlannedPage purpose={purpose} />;
      planned.add(Page);
      return [path, Page];
    }),
  );
}

const planned = new WeakSet<ComponentType>();

/** Whether a page map's entry is still a planned page, so a remote's tests check only those for the placeholder. */
export function isPlannedPage(page: ComponentType | undefined): boolean {
  return page !== undefined && planned.has(page);
}
