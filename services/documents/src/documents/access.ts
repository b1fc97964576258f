import { sql, type RawBuilder } from 'kysely';
import {
  DOCUMENT_OWNERS,
  DOCUMENT_PERMISSIONS,
  DocumentMessages,
  type DocumentAction,
  type DocumentOwner,
} from '@portal/shared-contracts/documents';
import { actorCan, forbidden, notFound, type Actor } from '@portal/service-kit';
import type { DocumentsDb } from '../db';

/** Whether the actor may take `action` on the owner's documents: the action's key and the application's own. */
export const mayActOn = (actor: Actor, owner: DocumentOwner, action: DocumentAction): boolean =>
  actorCan(actor, DOCUMENT_PERMISSIONS[owner].module) && actorCan(actor, DOCUMENT_PERMISSIONS[owner][action]);

export function assertMayActOn(actor: Actor, owner: DocumentOwner, action: DocumentAction): void {
  if (!mayActOn(actor, owner, action)) throw forbidden(DocumentMessages.notAllowed);
}

export const worksInLea = (actor: Actor, leaId: number): boolean => actor.allLeas || actor.leaIds.includes(leaId);

/**
 * Which documents (aliased d) the actor may see: the one rule the list and every read of one
 * document apply. Those of the applications whose records the actor may view, in the LEAs the actor
 * works in (every LEA with App.data.allleas), as the CurrentLeaId header allows.
 */
export function documentVisibleTo(actor: Actor): RawBuilder<boolean> {
  const owners = DOCUMENT_OWNERS.filter((owner) => mayActOn(actor, owner, 'view'));
  if (owners.length === 0) return sql<boolean>`false`;
  const ofOwners = sql<boolean>`${sql.ref('d.owner')} in (${sql.join(owners)})`;
  if (actor.allLeas) return ofOwners;
  if (actor.leaIds.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${ofOwners} and ${sql.ref('d.lea_id')} in (${sql.join(actor.leaIds)})`;
}

export interface FoundDocument {
  id: number;
  owner: DocumentOwner;
  leaId: number;
}

/**
 * The document once the actor may see it: one elsewhere answers 404 as a missing one does, so ids
 * do not tell which documents exist. With `action`, the actor must also be allowed that, and the row
 * is locked until the transaction ends, so two changes to one document happen one after the other.
 */
export async function findDocument(
  db: DocumentsDb,
  actor: Actor,
  id: number,
  action?: Exclude<DocumentAction, 'view'>,
): Promise<FoundDocument> {
  let query = db
    .selectFrom('documents as d')
    .select(['d.id', 'd.owner', 'd.lea_id as leaId'])
    .where('d.id', '=', id)
    .where(documentVisibleTo(actor));
  if (action) query = query.forUpdate();
  const document = await query.executeTakeFirst();
  if (!document) throw notFound(DocumentMessages.notFound);
  if (action) assertMayActOn(actor, document.owner, action);
  return document;
}
