import type { Generated, Kysely } from 'kysely';
import type { TextBlock } from '@portal/shared-contracts';
import type { AnyDb } from '@portal/service-kit';

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

export const textBlockTables = (db: AnyDb): Kysely<TextBlockTables> => db;

export interface ShownTextBlock {
  block: TextBlock;
  isPublic: boolean;
}

/** The block with this code, unless it is hidden: pages show no hidden block. */
export async function findShownTextBlock(db: AnyDb, code: string): Promise<ShownTextBlock | null> {
  const row = await textBlockTables(db).selectFrom('text_blocks').selectAll().where('block_code', '=', code).where('is_visible', '=', true).executeTakeFirst();
  if (!row) return null;
  return {
    block: { id: row.id, title: row.title, html: row.html, isVisible: row.is_visible, blockCode: row.block_code, groupCode: row.group_code, displayFormat: row.display_format },
    isPublic: row.is_public,
  };
}
