import { sql } from 'kysely';
import { FINDING_SOURCES, type B18Report, type FindingSource } from '@portal/shared-contracts/findings';
import type { Actor } from '@portal/service-kit';
import type { FindingsDb } from '../db';
import { b18Figure, b18Window, type CountedFinding } from './b18';

/**
 * Indicator B18 for the report on FFY `ffy`, in total, by source and by LEA, from every finding marked
 * "counts for B18" whatever its source, in the LEAs the actor works in.
 */
export async function b18Report(db: FindingsDb, actor: Actor, ffy: number): Promise<B18Report> {
  const { from, to } = b18Window(ffy);
  let query = db
    .selectFrom('findings as f')
    .innerJoin('directory.leas as l', 'l.id', 'f.lea_id')
    .select(['f.source', 'f.lea_id as leaId', 'l.name as leaName'])
    .select([sql<string>`f.issue_date::text`.as('issueDate'), sql<string | null>`f.corrected_date::text`.as('correctedDate')])
    .where('f.counts_for_b18', '=', true)
    .where(sql<boolean>`f.issue_date between ${from}::date and ${to}::date`);
  if (!actor.allLeas) query = actor.leaIds.length ? query.where('f.lea_id', 'in', actor.leaIds) : query.where(sql<boolean>`false`);
  const rows = await query.execute();
  const grouped = <K>(key: (row: (typeof rows)[number]) => K) => {
    const groups = new Map<K, CountedFinding[]>();
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return groups;
  };
  const bySource = grouped((row) => row.source as FindingSource);
  const leaNames = new Map(rows.map((row) => [row.leaId, row.leaName]));
  return {
    ffy,
    issuedFrom: from,
    issuedTo: to,
    total: b18Figure(rows),
    bySource: FINDING_SOURCES.filter((source) => bySource.has(source)).map((source) => ({ source, ...b18Figure(bySource.get(source)!) })),
    byLea: [...grouped((row) => row.leaId)]
      .map(([leaId, findings]) => ({ leaId, leaName: leaNames.get(leaId)!, ...b18Figure(findings) }))
      .sort((a, b) => a.leaName.localeCompare(b.leaName)),
  };
}
