import {
  DisputePermissions,
  EcoPermissions,
  Frequency,
  MonitoringPermissions,
  NotificationEventTypes as T,
  PsosPermissions,
  RestraintPermissions,
  type NotificationEventTypeCode,
} from '@portal/shared-contracts';

export interface EventTypeSeed {
  code: NotificationEventTypeCode;
  name: string;
  description: string;
  isRequired: boolean;
  supportsEmail: boolean;
  supportsInApp: boolean;
  supportedFrequencies: Frequency[];
  hasLea: boolean;
  hasSpecificDate: boolean;
  /** Users holding this permission may receive the type. */
  audiencePermission: string;
}

const both = [Frequency.Immediately, Frequency.Daily];

/**
 * The types the applications raise. Restraint's three follow restraint.md (per LEA, Immediately or
 * Daily, each behind its own notify permission); a missed corrective-action deadline is a
 * compliance matter, so it is required. A monitoring visit is tied to its date and goes out at once.
 */
export const eventTypeSeeds: EventTypeSeed[] = [
  {
    code: T.RestraintViolationCreated,
    name: 'Restraint violation created',
    description: 'A violation was recorded for an incident in one of your LEAs, by rule or by hand.',
    isRequired: false,
    supportsEmail: true,
    supportsInApp: true,
    supportedFrequencies: both,
    hasLea: true,
    hasSpecificDate: false,
    audiencePermission: RestraintPermissions.NotifyViolationCreated,
  },
  {
    code: T.RestraintCapDeadlineWarning,
    name: 'Restraint CAP deadline warning',
    description: 'A corrective action plan is due in 7 days, then in 1 day, and its evidence has not been submitted.',
    isRequired: false,
    supportsEmail: true,
    supportsInApp: true,
    supportedFrequencies: both,
    hasLea: true,
    hasSpecificDate: false,
    audiencePermission: RestraintPermissions.NotifyCapDeadlineWarning,
  },
  {
    code: T.RestraintCapDeadlineMissed,
    name: 'Restraint CAP deadline missed',
    description: 'A corrective action plan passed its due date without its evidence. Required: it cannot be turned off.',
    isRequired: true,
    supportsEmail: true,
    supportsInApp: true,
    supportedFrequencies: both,
    hasLea: true,
    hasSpecificDate: false,
    audiencePermission: RestraintPermissions.NotifyCapDeadlineMissed,
  },
  {
    code: T.DisputeRequestSubmitted,
    name: 'Dispute resolution request submitted',
    description: 'A parent or advocate submitted a dispute resolution request about one of your LEAs.',
    isRequired: false,
    supportsEmail: true,
    supportsInApp: true,
    supportedFrequencies: both,
    hasLea: true,
    hasSpecificDate: false,
    audiencePermission: DisputePermissions.CaseActionsView,
  },
  {
    code: T.DisputeRequestWithdrawn,
    name: 'Dispute resolution request withdrawn',
    description: 'A dispute resolution request about one of your LEAs was withdrawn.',
    isRequired: false,
    supportsEmail: true,
    supportsInApp: true,
    supportedFrequencies: both,
    hasLea: true,
    hasSpecificDate: false,
    audiencePermission: DisputePermissions.CaseActionsView,
  },
  {
    code: T.EcoAwaitingFinalization,
    name: 'ECO records awaiting finalization',
    description: 'Early childhood outcome records were submitted and wait for a state user to finalize them.',
    isRequired: false,
    supportsEmail: true,
    supportsInApp: true,
    supportedFrequencies: both,
    hasLea: true,
    hasSpecificDate: false,
    audiencePermission: EcoPermissions.FinalizeScores,
  },
  {
    code: T.PsosCollectionOpened,
    name: 'PSOS collection opened',
    description: 'The post-school outcomes survey collection for the year is open.',
    isRequired: false,
    supportsEmail: true,
    supportsInApp: true,
    supportedFrequencies: [Frequency.Daily],
    hasLea: false,
    hasSpecificDate: false,
    audiencePermission: PsosPermissions.CollectionView,
  },
  {
    code: T.MonitoringVisitScheduled,
    name: 'Monitoring visit scheduled',
    description: 'The state scheduled (or moved) a monitoring visit to one of your LEAs; the mail gives its dates.',
    isRequired: false,
    supportsEmail: true,
    supportsInApp: true,
    supportedFrequencies: [Frequency.Immediately],
    hasLea: true,
    hasSpecificDate: true,
    audiencePermission: MonitoringPermissions.VisitView,
  },
];
