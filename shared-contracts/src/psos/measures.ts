import { DROPOUT_EXIT_REASONS, EXIT_REASONS, type ExitReason } from './codes';
import type { SubgroupSet } from './settings';

/**
 * The B14 measures, response rates and representativeness of psos.md, in full precision: a
 * percent is rounded only on screen and in files, a zero denominator gives null (N/A, never 0 %),
 * and the representativeness flag is decided in exact integers.
 */

/** numerator / denominator x 100 at full precision; null for a zero denominator. */
export const percentOf = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : (numerator / denominator) * 100;

export interface ResponseRates {
  /** Target leavers: listed (L) less excluded for a reason that leaves the target (X). */
  T: number;
  /** R / L x 100. */
  rawRate: number | null;
  /** R / T x 100: the rate reported to OSEP. */
  adjustedRate: number | null;
}

export function responseRates({ L, X, R }: { L: number; X: number; R: number }): ResponseRates {
  const T = L - X;
  return { T, rawRate: percentOf(R, L), adjustedRate: percentOf(R, T) };
}

export interface CategoryCounts {
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  notEngaged: number;
}

/** B14A = n1 / N, B14B = (n1 + n2) / N, B14C = (n1 + n2 + n3 + n4) / N, x 100, N the respondents. */
export function b14Percents({ n1, n2, n3, n4 }: CategoryCounts, N: number) {
  return { b14a: percentOf(n1, N), b14b: percentOf(n1 + n2, N), b14c: percentOf(n1 + n2 + n3 + n4, N) };
}

/**
 * Whether a subgroup's respondent share differs from its leaver share by strictly more than the
 * threshold, decided in exact integers: 10000 x |R_g x T - T_g x R| > q x T x R, q in hundredths
 * of a point. Null when T or R is 0 (N/A).
 */
export function isFlagged({ Rg, Tg, R, T }: { Rg: number; Tg: number; R: number; T: number }, thresholdHundredths: number): boolean | null {
  if (T === 0 || R === 0) return null;
  const gap = BigInt(Rg) * BigInt(T) - BigInt(Tg) * BigInt(R);
  const absolute = gap < 0n ? -gap : gap;
  return 10000n * absolute > BigInt(thresholdHundredths) * BigInt(T) * BigInt(R);
}

export interface SubgroupCount {
  set: SubgroupSet;
  code: string;
  /** T_g: target leavers in the subgroup. */
  leavers: number;
  /** R_g: respondents in the subgroup. */
  respondents: number;
}

export interface SubgroupMeasure extends SubgroupCount {
  /** T_g / T x 100. */
  leaverShare: number | null;
  /** R_g / R x 100. */
  respondentShare: number | null;
  /** Respondent share less leaver share, in points: below zero under-represented, above over-represented. */
  difference: number | null;
  flagged: boolean | null;
  /** R_g / T_g x 100: the subgroup's response rate. */
  responseRate: number | null;
}

export interface Representativeness {
  /** True when no subgroup is flagged; null (N/A) when T or R is 0. */
  representative: boolean | null;
  subgroups: SubgroupMeasure[];
}

export function representativeness(
  subgroups: readonly SubgroupCount[],
  { T, R }: { T: number; R: number },
  thresholdHundredths: number,
): Representativeness {
  const measures = subgroups.map((g): SubgroupMeasure => {
    const leaverShare = percentOf(g.leavers, T);
    const respondentShare = percentOf(g.respondents, R);
    return {
      ...g,
      leaverShare,
      respondentShare,
      difference: leaverShare === null || respondentShare === null ? null : respondentShare - leaverShare,
      flagged: isFlagged({ Rg: g.respondents, Tg: g.leavers, R, T }, thresholdHundredths),
      responseRate: percentOf(g.respondents, g.leavers),
    };
  });
  return { representative: T === 0 || R === 0 ? null : !measures.some((m) => m.flagged), subgroups: measures };
}

/** What subgroup membership reads of a youth. */
export interface SubgroupTraits {
  disabilityCategory: string;
  sex: string;
  raceEthnicity: string;
  englishLearner: boolean;
  exitReason: string;
}

/** The subgroups of each set, in the order a report lists them. */
export const SUBGROUPS: Record<SubgroupSet, readonly string[]> = {
  NPSO: ['LD', 'ED', 'ID', 'AO', 'FEMALE', 'MINORITY', 'EL', 'DROPOUT'],
  RACE: ['HISPANIC', 'AMERICAN_INDIAN', 'ASIAN', 'BLACK', 'PACIFIC_ISLANDER', 'WHITE', 'TWO_OR_MORE'],
  EXIT_REASON: EXIT_REASONS,
  SEX: ['F', 'M'],
  EL: ['Y', 'N'],
};

/** The NPSO set's three named disability categories; every other is AO. */
const NAMED_DISABILITIES = ['LD', 'ED', 'ID'];

/** The subgroups of `set` a youth belongs to: one per set, but NPSO's overlap (a female dropout with LD is in three). */
export function subgroupsOf(set: SubgroupSet, youth: SubgroupTraits): string[] {
  switch (set) {
    case 'NPSO':
      return [
        NAMED_DISABILITIES.includes(youth.disabilityCategory) ? youth.disabilityCategory : 'AO',
        ...(youth.sex === 'F' ? ['FEMALE'] : []),
        ...(youth.raceEthnicity !== 'WHITE' ? ['MINORITY'] : []),
        ...(youth.englishLearner ? ['EL'] : []),
        ...(DROPOUT_EXIT_REASONS.includes(youth.exitReason as ExitReason) ? ['DROPOUT'] : []),
      ];
    case 'RACE':
      return [youth.raceEthnicity];
    case 'EXIT_REASON':
      return [youth.exitReason];
    case 'SEX':
      return [youth.sex];
    case 'EL':
      return [youth.englishLearner ? 'Y' : 'N'];
  }
}

/**
 * Subgroup counts of the enabled sets from counts of youth by trait: each group of youth who share
 * their traits adds its target leavers and respondents to every subgroup it belongs to. A subgroup
 * with no leavers is still listed, so the report's rows do not depend on the data.
 */
export function subgroupCounts(
  sets: readonly SubgroupSet[],
  groups: readonly (SubgroupTraits & { leavers: number; respondents: number })[],
): SubgroupCount[] {
  return sets.flatMap((set) => {
    const counts = new Map<string, SubgroupCount>(SUBGROUPS[set].map((code) => [code, { set, code, leavers: 0, respondents: 0 }]));
    for (const group of groups) {
      for (const code of subgroupsOf(set, group)) {
        const count = counts.get(code) ?? { set, code, leavers: 0, respondents: 0 };
        count.leavers += group.leavers;
        count.respondents += group.respondents;
        counts.set(code, count);
      }
    }
    return [...counts.values()];
  });
}
