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
