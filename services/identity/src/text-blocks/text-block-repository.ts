import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import { type TextBlock } from '@portal/shared-contracts';
import { type TextBlockListQuery, type UpdateTextBlockRequest } from '@portal/shared-contracts/admin';
import { containsPattern, type AnyDb, type ListSpec } from '@portal/service-kit';
import { sanitiseTextBlockHtml } from './sanitise-html';

/** identity.text_blocks (migration 0004). */
export interface TextBlockTables {
  text_blocks: {
    id: Generated<number>;
    block_code: string;
    group_code: string;
    title: string;
    html: string;
    is_visible: boolean;
    display_format: TextBlock['displayFormat'];
    /** Shown before sign-in, on the auth pages. */
    is_public: boolean;
    updated_at: Generated<Date>;
  };
}

export type TextBlockRow = Selectable<TextBlockTables['text_blocks']>;

export const textBlockTables = (db: AnyDb): Kysely<TextBlockTables> => db;

export interface ShownTextBlock {
  block: TextBlock;
  isPublic: boolean;
}

export function toTextBlock(row: TextBlockRow): TextBlock {
  return {
    id: row.id,
    title: row.title,
    html: sanitiseTextBlockHtml(row.html),
    isVisible: row.is_visible,
    blockCode: row.block_code,
    groupCode: row.group_code,
    displayFormat: row.display_format,
  };
}

const toShown = (row: TextBlockRow): ShownTextBlock => ({ block: toTextBlock(row), isPublic: row.is_public });

/** Pages show no hidden block. */
const shownBlocks = (db: AnyDb) => textBlockTables(db).selectFrom('text_blocks').selectAll().where('is_visible', '=', true);

export async function findShownTextBlock(db: AnyDb, code: string): Promise<ShownTextBlock | null> {
  const row = await shownBlocks(db).where('block_code', '=', code).executeTakeFirst();
  return row ? toShown(row) : null;
}

export async function listShownTextBlocksOfGroup(db: AnyDb, group: string): Promise<ShownTextBlock[]> {
  const rows = await shownBlocks(db).where('group_code', '=', group).orderBy('id').execute();
  return rows.map(toShown);
}

export const textBlockListSpec: ListSpec = {
  sortColumns: { title: 'title', blockCode: 'block_code', isVisible: 'is_visible', displayFormat: 'display_format' },
  defaultSort: { field: 'title', direction: 'asc' },
  tieBreaker: 'id',
};

/** Every block, hidden ones too, for the administrators' page: of one group or all, searched by title or code. */
export function textBlockListQuery(db: AnyDb, { groupCode, search }: TextBlockListQuery) {
  let query = textBlockTables(db).selectFrom('text_blocks').selectAll();
  if (groupCode) query = query.where('group_code', '=', groupCode);
  if (search?.trim()) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('block_code', 'ilike', pattern)]));
  }
  return query;
}

/** Saves an administrator's edit; null when there is no such block. */
export async function updateTextBlock(db: AnyDb, id: number, edit: UpdateTextBlockRequest): Promise<TextBlock | null> {
  const row = await textBlockTables(db)
    .updateTable('text_blocks')
    .set({
      title: edit.title,
      html: sanitiseTextBlockHtml(edit.html),
      is_visible: edit.isVisible,
      display_format: edit.displayFormat,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toTextBlock(row) : null;
}
