import { Type, type Static } from 'typebox';
import { listQuery, pageOf } from '../schemas/lists';
import { TextBlock, TextBlockCodeParams, TextBlockDisplayFormat } from '../schemas/text-blocks';

// Manage Text Blocks' calls; the block itself (TextBlock) is the shell's, which every page reads.

/** The longest HTML an administrator may save: a long FAQ fits with room to spare. */
export const TEXT_BLOCK_HTML_MAX_LENGTH = 20_000;

/** PUT api/text-blocks/{id}: what an administrator may change; the code, group and audience stay as seeded. */
export const UpdateTextBlockRequest = Type.Object(
  {
    title: Type.String({ maxLength: 200, pattern: '\\S', description: 'Plain text, not blank' }),
    html: Type.String({ maxLength: TEXT_BLOCK_HTML_MAX_LENGTH, description: 'Sanitised before it is saved' }),
    isVisible: Type.Boolean(),
    displayFormat: TextBlockDisplayFormat,
  },
  { additionalProperties: false },
);
export type UpdateTextBlockRequest = Static<typeof UpdateTextBlockRequest>;

export const TEXT_BLOCK_SORT_FIELDS = ['title', 'blockCode', 'isVisible', 'displayFormat'] as const;

/** GET api/text-blocks: every block, hidden ones too, of one group or all; search matches title and code. */
export const TextBlockListQuery = listQuery(TEXT_BLOCK_SORT_FIELDS, { groupCode: Type.Optional(TextBlockCodeParams.properties.code) });
export type TextBlockListQuery = Static<typeof TextBlockListQuery>;

export const TextBlockPage = pageOf(TextBlock);
export type TextBlockPage = Static<typeof TextBlockPage>;
