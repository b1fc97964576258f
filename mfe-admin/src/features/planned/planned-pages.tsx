import type { ComponentType } from 'react';
import { breadcrumbOf } from '../../app-definition';
import { PlannedPage } from './components/PlannedPage';
import { purposes } from './purposes';

/** A page for each route still to be built, titled from the route map. */
export const plannedPages: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(purposes).map(([path, purpose]) => {
    const title = breadcrumbOf(path);
    return [path, () => <PlannedPage title={title} purpose={purpose} />];
  }),
);
