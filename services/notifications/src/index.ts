export { notificationsService } from './service';
export { migrations } from './migrations';
export { tables, type NotificationDb, type NotificationTables } from './tables';
export { receiveEvent, type Received, type ReceiveOutcome } from './delivery/fan-out';
export { buildDigest, digestsDue, dayIn } from './delivery/digests';
export {
  beginAttempt,
  markSent,
  recordFailedAttempt,
  recordUnrenderable,
  type EmailLogTable,
  type EmailStatus,
} from './delivery/email-log';
export { queueFigures } from './delivery/queue-figures';
export { renderLetter, type RenderedLetter } from './delivery/letters';
