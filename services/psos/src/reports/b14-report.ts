import { sql } from 'kysely';
import {
  b14Percents,
  EXCLUSION_REASONS,
  representativeness,
  responseRates,
  subgroupCounts,
  type B14Prior,
  type B14Report,
  type ExclusionReason,
  type PsosSettings,
} from '@portal/shared-contracts/psos';
import type { PsosDb } from '../db';
import { findCollection, settingsInForce, type Collection } from '../collections/collection-read';

interface TraitGroup {
  disabilityCategory: string;
  sex: string;
  raceEthnicity: string;
  englishLearner: boolean;
  exitReason: string;
  listed: number;
  excluded: number;
  leavers: number;
  respondents: number;
  incomplete: number;
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  notEngaged: number;
  NOT_A_LEAVER: number;
  DUPLICATE: number;
  RETURNED_TO_SCHOOL: number;
  DECEASED: number;
}

const sum = (groups: readonly TraitGroup[], pick: (g: TraitGroup) => number) => groups.reduce((total, g) => total + pick(g), 0);

/** A B14 report's own figures, without the prior collection's beside them. */
export type B14Figures = Omit<B14Report, 'prior'>;

/** Whether the leaver `y` is a target leaver: not excluded for a reason the settings say leaves the target. */
export function isTargetLeaver(settings: Pick<PsosSettings, 'targetExclusionReasons'>) {
  const leaving = settings.targetExclusionReasons.length ? sql.join(settings.targetExclusionReasons) : sql`null`;
  return sql<boolean>`not (y.verification_status = 'Excluded' and y.exclusion_reason in (${leaving}))`;
}

/**
 * The B14 report of a collection for the state or one LEA (psos.md, "The B14 category and
 * measures", "Response rate", "Representativeness"): one aggregate in PostgreSQL, grouped by the
 * traits subgroups are made of, so the state's 30,000 leavers come back as a few hundred rows;
 * the measures are then the contract's, at full precision. The target leavers are every listed
 * record but those excluded for a reason in the collection's setting; respondents are target youth
 * with a classified interview.
 */
export async function b14Figures(db: PsosDb, collection: Collection, leaId: number | null): Promise<B14Figures> {
  const settings = await settingsInForce(db, collection.schoolYear);
  const target = isTargetLeaver(settings);
  const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  let query = db
    .selectFrom('leavers as y')
    .leftJoin('interviews as i', 'i.leaver_id', 'y.id')
    .select([
      'y.disability_category as disabilityCategory',
      'y.sex',
      'y.race_ethnicity as raceEthnicity',
      'y.english_learner as englishLearner',
      'y.exit_reason as exitReason',
      sql<number>`count(*)::int`.as('listed'),
      count(sql`not ${target}`).as('excluded'),
      count(target).as('leavers'),
      count(sql`${target} and i.category is not null`).as('respondents'),
      count(sql`${target} and i.leaver_id is not null and i.category is null`).as('incomplete'),
      count(sql`${target} and i.category = 'HE'`).as('n1'),
      count(sql`${target} and i.category = 'CE'`).as('n2'),
      count(sql`${target} and i.category = 'OE'`).as('n3'),
      count(sql`${target} and i.category = 'EMP'`).as('n4'),
      count(sql`${target} and i.category = 'NOT_ENGAGED'`).as('notEngaged'),
      ...EXCLUSION_REASONS.map((reason) => count(sql`y.verification_status = 'Excluded' and y.exclusion_reason = ${reason}`).as(reason)),
    ])
    .where('y.school_year', '=', collection.schoolYear)
    .groupBy(['y.disability_category', 'y.sex', 'y.race_ethnicity', 'y.english_learner', 'y.exit_reason']);
  if (leaId !== null) query = query.where('y.lea_id', '=', leaId);
  const groups = (await query.execute()) as TraitGroup[];

  const L = sum(groups, (g) => g.listed);
  const X = sum(groups, (g) => g.excluded);
  const R = sum(groups, (g) => g.respondents);
  const { T, rawRate, adjustedRate } = responseRates({ L, X, R });
  const counts = {
    n1: sum(groups, (g) => g.n1),
    n2: sum(groups, (g) => g.n2),
    n3: sum(groups, (g) => g.n3),
    n4: sum(groups, (g) => g.n4),
    notEngaged: sum(groups, (g) => g.notEngaged),
  };
  return {
    collectionId: collection.id,
    schoolYear: collection.schoolYear,
    leaId,
    final: collection.status === 'Closed',
    L,
    X,
    T,
    R,
    incomplete: sum(groups, (g) => g.incomplete),
    exclusions: Object.fromEntries(EXCLUSION_REASONS.map((reason) => [reason, sum(groups, (g) => g[reason])])) as Record<
      ExclusionReason,
      number
    >,
    rawRate,
    adjustedRate,
    counts,
    ...b14Percents(counts, R),
    representativeness: {
      ...representativeness(subgroupCounts(settings.subgroupSets, groups), { T, R }, settings.representativenessThresholdHundredths),
      thresholdHundredths: settings.representativenessThresholdHundredths,
    },
  };
}

/**
 * The B14 report with the prior collection's (the previous school year's) rates and B14A/B/C beside
 * it, each year's figures under its own settings; null when the previous year has no collection.
 */
export async function b14Report(db: PsosDb, collection: Collection, leaId: number | null): Promise<B14Report> {
  const report = await b14Figures(db, collection, leaId);
  return { ...report, prior: await priorFigures(db, collection, leaId) };
}

/** The collection of the previous school year, whose figures stand beside a collection's; null when there is none. */
export async function priorCollection(db: PsosDb, collection: Collection): Promise<Collection | null> {
  const found = await db
    .selectFrom('collections')
    .select('id')
    .where('school_year', '=', collection.schoolYear - 1)
    .executeTakeFirst();
  return found ? findCollection(db, { collectionId: found.id }) : null;
}

async function priorFigures(db: PsosDb, collection: Collection, leaId: number | null): Promise<B14Prior | null> {
  const prior = await priorCollection(db, collection);
  if (!prior) return null;
  const { collectionId, schoolYear, final, rawRate, adjustedRate, b14a, b14b, b14c } = await b14Figures(db, prior, leaId);
  return { collectionId, schoolYear, final, rawRate, adjustedRate, b14a, b14b, b14c };
}
