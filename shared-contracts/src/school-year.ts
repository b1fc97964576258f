/** Spec 3: a school year's label is YYYY-YYYY; it is keyed by the year it ends. */
export function schoolYearLabel(endYear: number): string {
  return `${endYear - 1}-${endYear}`;
}
