import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Actor } from './actor';
import { batched } from './batches';
import { prepared, type AnyDb } from './db';
import { disclosureWhileUnchanged, recordDisclosure, type Disclosure, type DisclosureActor } from './disclosure';

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

/** Who reads a page, and what an answer of it discloses: every page answered, kept or read, is in the disclosure log. */
export interface PageDisclosure<T> {
  reader: DisclosureActor;
  of(page: T): Disclosure;
}

export interface PageCache {
  /**
   * The page under `key`: kept from an earlier request while the data under it has not changed,
   * else `read` and kept. Its disclosure entry is stored before it resolves.
   */
  read<T>(key: PageKey, read: () => Promise<T>, disclosure: PageDisclosure<T>): Promise<T>;
  /**
   * Answers a page `read` gave, as the route's 200 schema writes it. A kept page is written once
   * and its bytes sent again while it is kept: writing a page out was the largest cost left of
   * answering one from memory. Only the route that reads a list may answer its pages.
   */
  send(reply: FastifyReply, page: object): FastifyReply;
}

/**
 * List pages answered again without being read again, while nothing they were read from has
 * changed. Pages are kept in memory, at most `maxEntries` of them, each under the versions read
 * before it was read, so a page read while a change commits is kept under the older ones. A kept
 * page costs the database one short statement, which requests arriving together share: it reads
 * the versions and, in the same snapshot, writes the disclosure entry of each page that was kept
 * under them. A page whose versions moved is read again, and its entry written then. So a saved
 * change is in the next list anyone asks for, through any instance, and no answer leaves
 * unrecorded. Each instance keeps its own pages.
 */
export function pageCache(db: AnyDb, options: PageCacheOptions): PageCache {
  const recorded = async <T>(page: T, { reader, of }: PageDisclosure<T>) => {
    await recordDisclosure(db, reader, of(page));
    return page;
  };
  if (options.maxEntries === 0)
    return { read: async (_key, read, disclosure) => recorded(await read(), disclosure), send: (reply, page) => reply.send(page) };
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
  const versions = sql<{ version: string }>`select concat_ws('.', ${sql.join(
    options.versions.map((table) => sql`(select version from ${sql.table(table)})`),
  )}) as version`;
  // Compiled once: it is read on every request that finds no page.
  const versionsQuery = prepared(versions.compile(db));
  // Requests arriving together share one read of the versions, begun after each of them arrived.
  const versionsNow = batched(async () => (await db.executeQuery(versionsQuery)).rows[0]!.version);
  const recordIfUnchanged = disclosureWhileUnchanged(db, versions);

  /** The page under `id`, read after `version` was, so kept under it. */
  async function readAt<T>(version: string, id: string, read: () => Promise<T>): Promise<T> {
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
  }

  return {
    send,
    async read<T>(key: PageKey, read: () => Promise<T>, disclosure: PageDisclosure<T>): Promise<T> {
      const id = cacheKey(key);
      const kept = pages.get(id) as { version: string; page: T } | undefined;
      const version = kept
        ? await recordIfUnchanged(disclosure.reader, disclosure.of(kept.page), kept.version)
        : await versionsNow(undefined);
      if (kept?.version === version) return kept.page;
      // Another request may have read the page under these versions while this one waited for them.
      const keptSince = pages.get(id) as { version: string; page: T } | undefined;
      return recorded(keptSince?.version === version ? keptSince.page : await readAt(version, id, read), disclosure);
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
