import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Actor } from './actor';
import { batched } from './batches';
import type { AnyDb } from './db';

/**
 * A version table a schema's migration keeps (`eco.data_version`, the directory's published
 * `directory.data_version`): one row whose number every committed change to the schema's data raises.
 */
export type DataVersionTable = `${string}.data_version`;

export interface PageCacheOptions {
  /** The versions of every schema the pages are read from: the service's own and any published view they join. */
  versions: readonly DataVersionTable[];
  /** How many pages one instance keeps, the least recently used dropped first; 0 keeps none. */
  maxEntries: number;
}

/** What one page's answer depends on besides the data: the list, who asks, and what they asked. */
export interface PageKey {
  /** The list, e.g. 'eco.children'. */
  list: string;
  /**
   * Whom the rows are chosen for. Pages are kept per user, under the grants of their token: a
   * visibility rule may read the user's own rows (a private school's assigned users) as well as the grants.
   */
  actor: Actor;
  /** Everything else the page is read with: the query as asked, the LEA and school year it resolved to. */
  scope: Record<string, unknown>;
}

export interface PageCache {
  /** The page under `key`: kept from an earlier request while the data under it has not changed, else `read` and kept. */
  read<T>(key: PageKey, read: () => Promise<T>): Promise<T>;
  /**
   * Answers a page `read` gave, as the route's 200 schema writes it. A kept page is written once
   * and its bytes sent again while it is kept: writing a page out was the largest cost left of
   * answering one from memory. Only the route that reads a list may answer its pages.
   */
  send(reply: FastifyReply, page: object): FastifyReply;
}

/**
 * List pages answered again without being read again, while nothing they were read from has
 * changed: what a request then costs the database is reading the versions, one short statement
 * that requests arriving together share (the disclosure entry aside, which every answer still
 * writes). Pages are kept in memory, at most `maxEntries` of them. A page is kept under the versions
 * read before it was read, so a page read while a change commits is kept under the older ones
 * and the next request, finding the newer versions, reads it again: a saved change is in the
 * next list anyone asks for, through any instance. Each instance keeps its own pages.
 */
export function pageCache(db: AnyDb, options: PageCacheOptions): PageCache {
  if (options.maxEntries === 0) return { read: (_key, read) => read(), send: (reply, page) => reply.send(page) };
  // Held only as long as their page is: a page dropped from the cache takes its bytes with it.
  const written = new WeakMap<object, Buffer>();
  const send = (reply: FastifyReply, page: object) => {
    let body = written.get(page);
    if (!body) {
      // A response schema's serializer writes JSON text.
      body = Buffer.from(reply.serialize(page) as string);
      written.set(page, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
  const pages = new LRUCache<string, { version: string; page: unknown }>({ max: options.maxEntries });
  // Requests that miss together wait for one read of the page rather than each reading it.
  const reading = new Map<string, Promise<unknown>>();
  // Compiled once: it is read on every request.
  const versionsQuery = sql<{ version: string }>`select concat_ws('.', ${sql.join(
    options.versions.map((table) => sql`(select version from ${sql.table(table)})`),
  )}) as version`.compile(db);
  // Requests arriving together share one read of the versions, begun after each of them arrived.
  const versionsNow = batched(async () => (await db.executeQuery(versionsQuery)).rows[0]!.version);

  return {
    send,
    async read<T>(key: PageKey, read: () => Promise<T>): Promise<T> {
      const version = await versionsNow(undefined);
      const id = cacheKey(key);
      const kept = pages.get(id);
      if (kept?.version === version) return kept.page as T;
      const pending = `${version} ${id}`;
      const already = reading.get(pending);
      if (already) return already as Promise<T>;
      const page = read();
      reading.set(pending, page);
      try {
        const value = await page;
        pages.set(id, { version, page: value });
        return value;
      } finally {
        reading.delete(pending);
      }
    },
  };
}

/** The key's parts in one order, whatever order the query named them in. */
function cacheKey({ list, actor, scope }: PageKey): string {
  const asked = Object.fromEntries(
    Object.entries(scope)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return `[${JSON.stringify(list)},${grantsText(actor)},${JSON.stringify(asked)}]`;
}

// The grants' part of a key, kept with the actor's permission list: the requests of one signed-in
// token share that list (actorOf), and the rest of the grants are checked before the text is reused.
const grantsTexts = new WeakMap<readonly string[], { userId: number; allLeas: boolean; leaIds: readonly number[]; text: string }>();

function grantsText({ userId, allLeas, leaIds, permissions }: Actor): string {
  const known = grantsTexts.get(permissions);
  if (known && known.leaIds === leaIds && known.userId === userId && known.allLeas === allLeas) return known.text;
  const text = JSON.stringify({ userId, allLeas, leaIds: [...leaIds].sort((a, b) => a - b), permissions: [...permissions].sort() });
  grantsTexts.set(permissions, { userId, allLeas, leaIds, text });
  return text;
}
