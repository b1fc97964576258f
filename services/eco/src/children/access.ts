import { sql } from 'kysely';
import { EcoPermissions, EcoRecordMessages } from '@portal/shared-contracts';
import { forbidden, notFound, type Principal } from '@portal/service-kit';
import type { EcoDb } from '../db';

export const NO_SUCH_CHILD = 'There is no child with this id.';

/** The caller's own LEAs, or any with App.data.allleas: the rule the CurrentLeaId header follows. */
export const worksInLea = (principal: Principal, leaId: number): boolean => principal.allLeas || principal.leaIds.includes(leaId);

/** Advanced search finds children in every LEA, so its holders may open any child it finds. */
export const maySeeChildrenOf = (principal: Principal, leaId: number): boolean =>
  worksInLea(principal, leaId) || principal.can([EcoPermissions.AdvancedSearchView]);

export function assertWritableLea(principal: Principal, leaId: number): void {
  if (!worksInLea(principal, leaId)) throw forbidden(EcoRecordMessages.leaNotWritable);
}

export interface FoundChild {
  id: number;
  stateStudentId: string;
  leaId: number;
  version: number;
  exitDate: string | null;
}

/**
 * The child's LEA, version and exit date, once the caller may see the child: a child elsewhere answers 404,
 * as a missing one does, so ids do not tell which children exist. `lock` holds the row until the
 * transaction ends, so two writes to one child happen one after the other.
 */
export async function findChild(db: EcoDb, principal: Principal, id: number, { lock = false } = {}): Promise<FoundChild> {
  let query = db
    .selectFrom('children')
    .select(['id', 'state_student_id as stateStudentId', 'lea_id as leaId', 'version', sql<string | null>`exit_date::text`.as('exitDate')])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  const child = await query.executeTakeFirst();
  if (!child || !maySeeChildrenOf(principal, child.leaId)) throw notFound(NO_SUCH_CHILD);
  return child;
}

/** As findChild, locked, for a change: the caller must also be allowed to change the child's LEA. */
export async function findWritableChild(db: EcoDb, principal: Principal, id: number): Promise<FoundChild> {
  const child = await findChild(db, principal, id, { lock: true });
  assertWritableLea(principal, child.leaId);
  return child;
}
