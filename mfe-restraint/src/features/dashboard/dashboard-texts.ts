import type { InterventionCounts } from '@portal/shared-contracts/restraint';

/** What the restraint dashboard says. */
export const DashboardTexts = {
  scope: 'Figures for',
  allLeas: 'All LEAs',
  chosenLea: 'The chosen LEA',
  figuresTitle: 'Needs attention',
  thisMonth: (month: string) => `Incidents in ${month}`,
  draftsLate: 'Drafts past the record clock (1 business day)',
  thirdReport: 'Students at a 3rd report this year',
  fifthReport: 'Students at a 5th report this year',
  thirdWithoutFollowUp: 'Students at a 3rd report without the IEP team meeting',
  fifthWithoutFollowUp: 'Students at a 5th report without the IEP review',
  awaitingDecision: 'Violations awaiting the state decision',
  awaitingReview: 'Corrective plans awaiting state review',
  dueWithinWeek: 'Corrective plans due within 7 days',
  overdue: 'Corrective plans overdue',
  rejectedImports: 'Imports this school year with rejected rows',
  waiting: (count: number, oldestDays: number | null) => (oldestDays === null ? String(count) : `${count} (oldest ${oldestDays} days)`),
  timelinessTitle: 'Timeliness this school year',
  boardReport: 'Violations reported to the board within 24 hours',
  planTimeliness: 'Corrective plans completed by their due date',
  noticeTimeliness: 'Notices sent on time',
  chartTitle: 'Finalized interventions by month',
  monthAxis: 'Month',
  types: {
    PHYSICAL: 'Physical restraint',
    MECHANICAL: 'Mechanical restraint',
    AVERSIVE: 'Aversive intervention',
    other: 'Other',
  } satisfies Record<keyof InterventionCounts, string>,
  links: 'Go to',
} as const;

/** A YYYY-MM month as people read it: "November 2026". */
export const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM month on the chart's axis: "Nov 2026". */
export const monthShort = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
