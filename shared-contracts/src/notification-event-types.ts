/**
 * The codes of the notification event types the applications raise. The notifications service
 * seeds a type for each (name, description, channels, frequencies, audience); a service raises
 * an event by its code through the service kit's producer.
 */
export const NotificationEventTypes = {
  RestraintViolationCreated: 'restraint.violation-created',
  RestraintCapDeadlineWarning: 'restraint.cap-deadline-warning',
  RestraintCapDeadlineMissed: 'restraint.cap-deadline-missed',
  DisputeRequestSubmitted: 'dispute.request-submitted',
  DisputeRequestWithdrawn: 'dispute.request-withdrawn',
  EcoAwaitingFinalization: 'eco.records-awaiting-finalization',
  PsosCollectionOpened: 'psos.collection-opened',
  MonitoringVisitScheduled: 'monitoring.visit-scheduled',
} as const;
export type NotificationEventTypeCode = (typeof NotificationEventTypes)[keyof typeof NotificationEventTypes];
