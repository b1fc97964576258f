/** School-year arithmetic of spec 3: labels are YYYY-YYYY, keyed by the ending year. */
export function schoolYearLabel(endYear: number): string {
  return `${endYear - 1}-${endYear}`;
}

export function parseSchoolYearLabel(label: string): number | null {
  const m = /^(\d{4})-(\d{4})$/.exec(label);
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  return end === start + 1 ? end : null;
}

export function priorSchoolYear(label: string): string | null {
  const end = parseSchoolYearLabel(label);
  return end === null ? null : schoolYearLabel(end - 1);
}

export function nextSchoolYear(label: string): string | null {
  const end = parseSchoolYearLabel(label);
  return end === null ? null : schoolYearLabel(end + 1);
}
