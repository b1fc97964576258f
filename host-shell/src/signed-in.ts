/**
 * Everything only a signed-in user sees, loaded as one chunk after sign-in so the
 * sign-in page waits only on what it renders (ShellApp imports this lazily).
 */
export { AccountPage } from './account/AccountPage';
export { DashboardPage } from './dashboard/DashboardPage';
export { HelpPage } from './help/HelpPage';
export { NotificationSettingsPage } from './notification-settings/NotificationSettingsPage';
export { RemoteHost } from './remotes/RemoteHost';
export { SignedInShell } from './SignedInShell';
