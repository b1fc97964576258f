import { MessageStatus } from '@portal/shared-contracts';

export interface DemoMessage {
  message: string;
  openUrl: string | null;
  status: MessageStatus;
  /** How long before the seed the message arrived, so the list has an order to show. */
  hoursAgo: number;
}

export const staffMessages: DemoMessage[] = [
  {
    message: 'The 2025-2026 early childhood outcomes collection is open. Exit scores are due by June 30.',
    openUrl: '/child-search/dashboard',
    status: MessageStatus.New,
    hoursAgo: 2,
  },
  {
    message: 'Restraint and aversive intervention reports for the first semester are ready to review.',
    openUrl: '/restraint-aversive-intervention/reports',
    status: MessageStatus.New,
    hoursAgo: 26,
  },
  {
    message: 'Scheduled maintenance: the portal will be unavailable Saturday from 8:00 PM to 10:00 PM.',
    openUrl: null,
    status: MessageStatus.Viewed,
    hoursAgo: 72,
  },
];

/** Requesters hear only about their own requests. */
export const requesterMessages: DemoMessage[] = [
  {
    message: 'Your dispute resolution request was received. A staff member will contact you within five business days.',
    openUrl: '/dispute-resolution/request',
    status: MessageStatus.New,
    hoursAgo: 5,
  },
];
