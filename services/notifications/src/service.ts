import type { ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { adminUtilityRoutes } from './routes/admin-utilities';
import { emailLogRoutes } from './routes/email-logs';
import { eventTypeRoutes } from './routes/event-types';
import { mailTypeRoutes } from './routes/mail-types';
import { eventRoutes } from './routes/events';
import { messageRoutes } from './routes/messages';
import { subscriptionRoutes } from './routes/subscriptions';
import { seedNotifications, seedNotificationsDemo } from './seed';

/**
 * Notification types, subscriptions, in-app messages, deliveries and the e-mail log (schema
 * notification). Its worker process (services/notification-worker) sends what it owes.
 */
export const notificationsService: ServiceDefinition = {
  name: 'notifications',
  title: 'Notifications',
  schema: 'notification',
  apiPrefixes: ['/api/notifications', '/api/event-notification', '/api/notificationmesages', '/api/emails', '/api/mail-types'],
  port: 8108,
  migrations,
  reads: ['directory.leas', 'directory.users', 'directory.user_leas', 'directory.user_permissions'],
  notificationOutbox: true,
  seed: seedNotifications,
  demoSeed: seedNotificationsDemo,
  routes: [messageRoutes, subscriptionRoutes, eventRoutes, eventTypeRoutes, emailLogRoutes, adminUtilityRoutes, mailTypeRoutes],
};
