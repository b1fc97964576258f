/** What each route still to be built is for, keyed by its path in the route map. */
export const purposes: Record<string, string> = {
  search: 'Find a child by name, date of birth or state student id, or add a new child.',
  entryscore: "Enter a child's entry ratings on the three outcomes when the child joins the program.",
  exitscore: "Enter a child's exit ratings and progress answers when the child leaves the program.",
  status: 'See, for each child, which ratings are missing and what comes next.',
  'apr-report': 'The annual performance report on early childhood outcomes (indicator B7).',
  'state-tracking': "State staff follow every LEA's completion of entry and exit ratings for the chosen school year.",
  'child-list': "The LEA's children, filtered by status, school, entry or exit window and missing data.",
};
