/** What the Vendor Dashboard says. */
export const VendorDashboardTexts = {
  intro: (year: string) => `A vendor’s youth for the ${year} collection, per LEA and in total, and the work of each interviewer.`,
  vendor: 'Vendor',
  chooseVendor: 'Choose a vendor to see its youth.',
  figuresFor: (vendor: string) => `Youth assigned to ${vendor}`,
  caption: 'Youth and attempts by LEA',
  total: 'Total',
  file: (vendor: string) => `psos-vendor-${vendor.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`,
  interviewersTitle: 'Interviewers',
  interviewersCaption: 'Completes and attempts per interviewer and day',
  noInterviews: 'No attempt has been logged yet.',
  columns: {
    attempts: 'Attempts',
    interviewer: 'Interviewer',
    day: 'Day',
    completes: 'Completes',
  },
} as const;
