/** The Early Childhood Outcomes permission keys of spec 6 (module Eco). */
export const EcoPermissions = {
  Access: 'Eco.access',
  Unlock: 'Eco.scores.unlock',
  SubmitScores: 'Eco.scores.submit',
  FinalizeScores: 'Eco.scores.finalize',
  AdvancedSearchView: 'Eco.search.advanced.view',
  ReportsView: 'Eco.reports.view',
} as const;
