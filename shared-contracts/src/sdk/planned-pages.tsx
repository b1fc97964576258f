import type { ComponentType } from 'react';
import { PlannedPage } from './PlannedPage';

/**
 * A page for each route still to be built, from what each route will be for,
 * keyed by route path, so a remote's page map holds only its own words.
 */
export function plannedPages(purposes: Record<string, string>): Record<string, ComponentType> {
  return Object.fromEntries(Object.entries(purposes).map(([path, purpose]) => [path, () => <PlannedPage purpose={purpose} />]));
}
