export * from './core';
export { AppRoutes, AccessDenied, NotFound } from './AppRoutes';
export { FiguresCard } from './FiguresCard';
export { ShellProvider, useShell } from './ShellProvider';
export { overviewQueryOptions, useOverview } from './overview';
export { OverviewPage } from './OverviewPage';
export { PlannedPage } from './PlannedPage';
export { plannedPages } from './planned-pages';
export * from './widgets';
