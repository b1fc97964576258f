import { sql, type RawBuilder } from 'kysely';
import { RestraintMessages, RestraintPermissions as R, type IncidentViewTier } from '@portal/shared-contracts/restraint';
import { actorCan, forbidden, notFound, type Actor } from '@portal/service-kit';
import type { RestraintDb } from '../db';

/** The view tier of restraint.md: details with violation view details, else the summary. */
export const viewTierOf = (actor: Actor): IncidentViewTier => (actorCan(actor, [R.ViolationDetailsView]) ? 'details' : 'summary');

const enteringPrivateSchools = (actor: Actor) => actorCan(actor, [R.PrivateSchoolDataEntry]);

/** The private schools assigned to the actor (private school data entry), as a subquery. */
const assignedPrivateSchools = (actor: Actor) =>
  sql`(select psu.private_school_id from restraint.private_school_users psu where psu.user_id = ${actor.userId})`;

/**
 * Which incidents (aliased i) the actor may see: the one rule the list, its download, the search
 * and every read of one incident apply. All-LEAs users see every incident; others those of their
 * LEAs and, with private school data entry, of the private schools assigned to them.
 */
export function incidentVisibleTo(actor: Actor): RawBuilder<boolean> {
  if (actor.allLeas) return sql<boolean>`true`;
  const ofLeas = actor.leaIds.length ? sql<boolean>`${sql.ref('i.lea_id')} in (${sql.join(actor.leaIds)})` : sql<boolean>`false`;
  const ofPrivate = sql<boolean>`${sql.ref('i.private_school_id')} in ${assignedPrivateSchools(actor)}`;
  return enteringPrivateSchools(actor)
    ? sql<boolean>`(${ofLeas} or ${ofPrivate})`
    : sql<boolean>`(${ofLeas} and i.private_school_id is null)`;
}

/** Whether the actor may write a private school's incidents: all-LEAs users, or a user it is assigned to. */
export async function mayWritePrivateSchool(db: RestraintDb, actor: Actor, privateSchoolId: number): Promise<boolean> {
  if (actor.allLeas) return true;
  if (!enteringPrivateSchools(actor)) return false;
  const row = await db
    .selectFrom('private_school_users')
    .select('private_school_id')
    .where('private_school_id', '=', privateSchoolId)
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface FoundIncident {
  id: number;
  number: string;
  leaId: number;
  privateSchoolId: number | null;
  status: 'Draft' | 'Finalized';
  version: number;
}

/**
 * The incident once the actor may see it: one elsewhere answers 404, as a missing one does, so ids
 * do not tell which incidents exist. `lock` holds the row until the transaction ends, so two
 * writes to one incident happen one after the other.
 */
export async function findIncident(db: RestraintDb, actor: Actor, id: number, { lock = false } = {}): Promise<FoundIncident> {
  let query = db
    .selectFrom('incidents as i')
    .select(['i.id', 'i.incident_number as number', 'i.lea_id as leaId', 'i.private_school_id as privateSchoolId', 'i.status', 'i.version'])
    .where('i.id', '=', id)
    .where(incidentVisibleTo(actor));
  if (lock) query = query.forUpdate();
  const incident = await query.executeTakeFirst();
  if (!incident) throw notFound(RestraintMessages.notFound);
  return incident;
}

/** Refuses a write outside the actor's LEAs or assigned private schools. */
export async function assertWritable(
  db: RestraintDb,
  actor: Actor,
  place: { leaId: number; privateSchoolId: number | null },
): Promise<void> {
  if (place.privateSchoolId !== null) {
    if (!(await mayWritePrivateSchool(db, actor, place.privateSchoolId))) throw forbidden(RestraintMessages.privateSchoolNotAssigned);
    return;
  }
  if (!actor.allLeas && !actor.leaIds.includes(place.leaId)) throw forbidden(RestraintMessages.leaNotWritable);
}

/** As findIncident, locked, for a change the actor must also be allowed to write. */
export async function findWritableIncident(db: RestraintDb, actor: Actor, id: number): Promise<FoundIncident> {
  const incident = await findIncident(db, actor, id, { lock: true });
  await assertWritable(db, actor, incident);
  return incident;
}
