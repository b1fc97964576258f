import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * True for a user (aliased `u`) who works in the LEA: one of their LEAs, or the one they sign in
 * to. Raw SQL names its schema.
 */
export function isMemberOf(leaId: Expression<number> | number): RawBuilder<boolean> {
  return sql<boolean>`(u.lea_id = ${leaId} or exists (select 1 from identity.user_leas ul where ul.user_id = u.id and ul.lea_id = ${leaId}))`;
}

/** How many users work in the LEA. */
export function memberCount(leaId: Expression<number> | number): RawBuilder<number> {
  return sql<number>`(select count(*)::int from identity.users u where ${isMemberOf(leaId)})`;
}

/** How many schools the LEA has. */
export function schoolCount(leaId: Expression<number> | number): RawBuilder<number> {
  return sql<number>`(select count(*)::int from identity.schools s where s.lea_id = ${leaId})`;
}
