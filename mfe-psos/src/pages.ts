import type { ComponentType } from 'react';
import { OVERVIEW_PATH } from './app-definition';
import { OverviewPage } from './features/overview/components/OverviewPage';
import { plannedPages } from './features/planned/planned-pages';

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = { ...plannedPages, [OVERVIEW_PATH]: OverviewPage };
