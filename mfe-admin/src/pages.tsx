import type { ComponentType } from 'react';
import { Typography } from 'antd';
import { appById } from '@portal/shared-contracts';
import { OverviewPage, plannedPages } from '@portal/shared-contracts/sdk';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('admin');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = 'manage-users';

// The route map makes Manage Users this app's first page; its user list is still to come.
function ManageUsersPage() {
  return (
    <OverviewPage>
      <Typography.Paragraph>Searching, adding and editing users is not available yet.</Typography.Paragraph>
    </OverviewPage>
  );
}

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: ManageUsersPage,
  // What each route still to be built will be for, in its users' words.
  ...plannedPages({
    'manage-roles': 'Create roles and choose the permissions each role holds.',
    'manage-roles/permissions': 'The list of every permission in the portal, grouped by application.',
    'manage-leas': 'Add and edit LEAs (districts and charters), their contacts and school years.',
    'manage-schools': 'Add and edit the schools of each LEA.',
    'email-logs': 'Every e-mail the portal has sent, with its recipient and status.',
    'manage-text-blocks': "Edit the named text blocks that give instructions across the portal's screens.",
    'list-manager': "Edit the lists of values that the portal's forms offer.",
    'manage-notification': 'Set up the notification events that users can subscribe to.',
    'admin-utils': 'Tools for administrators to maintain the portal.',
    'audit-log': 'Who did what to which record, and when, in every application.',
  }),
};
