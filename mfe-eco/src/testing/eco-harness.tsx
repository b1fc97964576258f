// Test-only: an ECO page at its route as the host mounts the remote, with the calls it makes faked over fetch.
import type { ComponentType } from 'react';
import { AppPermissions, type LeaSummary, type Page, type TextBlock, type TextBlockCode } from '@portal/shared-contracts';
import { EcoPermissions, type ChildListItem } from '@portal/shared-contracts/eco';
import { AppRoutes } from '@portal/shared-contracts/sdk';
import { renderRemoteRoute, type ApiCall } from '@portal/shared-contracts/testing';
import { appDefinition, OVERVIEW_PATH, pages } from '../pages';

export const leas: LeaSummary[] = [
  { id: 1, name: 'State Department of Education', leaCode: '00-0000', isIncludedInCharterGroup: false, isNdeLevelDistrict: true },
  { id: 2, name: 'Adams Public Schools', leaCode: '01-1000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
  { id: 3, name: 'Baker County Schools', leaCode: '02-2000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
];
export const [stateLevel, adams, baker] = leas as [LeaSummary, LeaSummary, LeaSummary];

/** District staff who enter and submit ratings and read their LEA's report. */
export const districtUser: readonly string[] = [
  AppPermissions.LocalUser,
  EcoPermissions.Access,
  EcoPermissions.SubmitScores,
  EcoPermissions.ReportsView,
];
/** State staff: every LEA, state tracking and the state's report. */
export const stateUser: readonly string[] = [
  AppPermissions.StateUser,
  AppPermissions.AllLeas,
  EcoPermissions.Access,
  EcoPermissions.FinalizeScores,
  EcoPermissions.ReportsView,
];
/** A state administrator: state staff who also change the state's ECO settings. */
export const stateAdmin: readonly string[] = [...stateUser, AppPermissions.StateAdmin];

/**
 * Renders `Page` at `/child-search/{route}` (search included) for a user holding `permissions`,
 * with `currentLeaId` chosen. The page sits at its path among the app's routes behind the route
 * map's guard, as App renders them, whichever page pages.tsx maps there.
 */
export function renderEcoPage(Page: ComponentType, route: string, permissions: readonly string[], currentLeaId = adams.id) {
  const path = route.split('?')[0]!;
  function EcoApp() {
    return <AppRoutes app={appDefinition} pages={{ ...pages, [path]: Page }} index={OVERVIEW_PATH} />;
  }
  return renderRemoteRoute({ app: appDefinition, App: EcoApp, route, permissions, leas, currentLeaId });
}

/** A list call's answer: all of `items` on the page the call asked for. */
export const pageAnswer = <Row,>(items: Row[], call: ApiCall): Page<Row> => ({
  items,
  totalCount: items.length,
  pageNumber: Number(call.query.pageNumber),
  pageSize: Number(call.query.pageSize),
});

/** A visible text block as GET api/text-blocks/by-block-code/{code} answers it. */
export const textBlock = (code: TextBlockCode, html: string): TextBlock => ({
  id: 1,
  title: code,
  html,
  isVisible: true,
  blockCode: code,
  groupCode: 'ECO',
  displayFormat: 'Div',
});

export const textBlockPath = (code: TextBlockCode) => `/api/text-blocks/by-block-code/${code}`;

export const child = (id: number, firstName: string, lastName: string, rest: Partial<ChildListItem> = {}): ChildListItem => ({
  id,
  stateStudentId: `SSID-${id}`,
  firstName,
  lastName,
  birthDate: '2022-03-14',
  leaId: adams.id,
  schoolId: 11,
  schoolName: 'Adams Elementary',
  entryDate: '2026-09-01',
  exitDate: null,
  entryStatus: null,
  exitStatus: null,
  missing: [],
  nextStep: 'enterEntryRatings',
  flags: [],
  ...rest,
});
