// Test-only: a restraint page at its route as the host mounts the remote, with the calls it makes faked over fetch.
import type { ComponentType } from 'react';
import { AppPermissions, type LeaSummary } from '@portal/shared-contracts';
import { RestraintPermissions as R } from '@portal/shared-contracts/restraint';
import { AppRoutes } from '@portal/shared-contracts/sdk';
import { renderRemoteRoute } from '@portal/shared-contracts/testing';
import { appDefinition, OVERVIEW_PATH, pages } from '../pages';

export const leas: LeaSummary[] = [
  { id: 2, name: 'Adams Public Schools', leaCode: '01-1000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
  { id: 3, name: 'Baker County Schools', leaCode: '02-2000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
];
export const [adams, baker] = leas as [LeaSummary, LeaSummary];

/** A district's local administrator (restraint.md, Default grants). */
export const localAdmin: readonly string[] = [
  AppPermissions.LocalUser,
  R.Access,
  R.ViolationListView,
  R.ViolationView,
  R.ViolationDetailsView,
  R.ViolationCreate,
  R.ViolationUpdate,
  R.ViolationFinalize,
  R.DataImport,
  R.DistrictReportView,
  R.SchoolReportView,
  R.StudentReportView,
  R.TeacherReportView,
  R.IncidentReportView,
];
/** A state reviewer: every LEA, every view and report. */
export const stateUser: readonly string[] = [
  AppPermissions.StateUser,
  AppPermissions.AllLeas,
  R.Access,
  R.ViolationListView,
  R.ViolationView,
  R.ViolationDetailsView,
  R.ViolationUpdate,
  R.ViolationReopen,
  R.DistrictReportView,
  R.SchoolReportView,
  R.StudentReportView,
  R.TeacherReportView,
  R.IncidentReportView,
];

/** Renders `Page` at `/restraint-aversive-intervention/{route}` for a user holding `permissions`, behind the route map's guard. */
export function renderRestraintPage(Page: ComponentType, route: string, permissions: readonly string[], currentLeaId = adams.id) {
  const path = route.split('?')[0]!;
  function RestraintApp() {
    return <AppRoutes app={appDefinition} pages={{ ...pages, [path]: Page }} index={OVERVIEW_PATH} />;
  }
  return renderRemoteRoute({ app: appDefinition, App: RestraintApp, route, permissions, leas, currentLeaId });
}
