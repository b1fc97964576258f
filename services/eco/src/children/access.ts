import { sql, type RawBuilder } from 'kysely';
import { EcoPermissions } from '@portal/shared-contracts';
import { EcoRecordMessages } from '@portal/shared-contracts/eco';
import { actorCan, forbidden, notFound, type Actor } from '@portal/service-kit';
import type { EcoDb } from '../db';

export const NO_SUCH_CHILD = 'There is no child with this id.';

/** The caller's own LEAs, or any with App.data.allleas: the rule the CurrentLeaId header follows. */
export const worksInLea = (actor: Actor, leaId: number): boolean => actor.allLeas || actor.leaIds.includes(leaId);

/**
 * Which children (aliased c) the actor may see: the one rule the list, its export, the search and
 * every read of one child apply. The LEAs the actor works in; every LEA with App.data.allleas, or
 * with advanced search, which finds children in every LEA, so its holders may open any child it finds.
 */
export function childVisibleTo(actor: Actor): RawBuilder<boolean> {
  if (actor.allLeas || actorCan(actor, [EcoPermissions.AdvancedSearchView])) return sql<boolean>`true`;
  if (actor.leaIds.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref('c.lea_id')} in (${sql.join(actor.leaIds)})`;
}

export function assertWritableLea(actor: Actor, leaId: number): void {
  if (!worksInLea(actor, leaId)) throw forbidden(EcoRecordMessages.leaNotWritable);
}

export interface FoundChild {
  id: number;
  stateStudentId: string;
  leaId: number;
  version: number;
  exitDate: string | null;
}

/**
 * The child's LEA, version and exit date, once the actor may see the child: a child elsewhere answers 404,
 * as a missing one does, so ids do not tell which children exist. `lock` holds the row until the
 * transaction ends, so two writes to one child happen one after the other.
 */
export async function findChild(db: EcoDb, actor: Actor, id: number, { lock = false } = {}): Promise<FoundChild> {
  let query = db
    .selectFrom('children as c')
    .select([
      'c.id',
      'c.state_student_id as stateStudentId',
      'c.lea_id as leaId',
      'c.version',
      sql<string | null>`c.exit_date::text`.as('exitDate'),
    ])
    .where('c.id', '=', id)
    .where(childVisibleTo(actor));
  if (lock) query = query.forUpdate();
  const child = await query.executeTakeFirst();
  if (!child) throw notFound(NO_SUCH_CHILD);
  return child;
}

/** As findChild, locked, for a change: the actor must also be allowed to change the child's LEA. */
export async function findWritableChild(db: EcoDb, actor: Actor, id: number): Promise<FoundChild> {
  const child = await findChild(db, actor, id, { lock: true });
  assertWritableLea(actor, child.leaId);
  return child;
}
