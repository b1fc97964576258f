import { LeaGroups, type LeaSummary } from '@portal/shared-contracts';

export interface LeaOptionGroup {
  label: string;
  options: { value: number; label: string }[];
}

/**
 * Spec 2's LEA picker: Districts, then Charters. The state-level district, which only users
 * who may view all LEAs receive, is a district: it leads the Districts group, as it is their
 * default LEA. Empty groups are left out.
 */
export function leaOptionGroups(leas: readonly LeaSummary[]): LeaOptionGroup[] {
  const option = (lea: LeaSummary) => ({ value: lea.id, label: lea.name });
  const districts = [
    ...leas.filter((l) => l.isNdeLevelDistrict),
    ...leas.filter((l) => !l.isNdeLevelDistrict && !l.isIncludedInCharterGroup),
  ];
  const charters = leas.filter((l) => l.isIncludedInCharterGroup && !l.isNdeLevelDistrict);
  return [
    { label: LeaGroups.Districts, options: districts.map(option) },
    { label: LeaGroups.Charters, options: charters.map(option) },
  ].filter((group) => group.options.length > 0);
}
