import { Type, type Static } from 'typebox';
import { listQuery, pageOf } from './lists';

export const TextBlockDisplayFormat = Type.Union([Type.Literal('Div'), Type.Literal('Card')]);
export type TextBlockDisplayFormat = Static<typeof TextBlockDisplayFormat>;

export const TextBlock = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  html: Type.String({ description: 'Sanitised on save and again when read; shown as HTML' }),
  isVisible: Type.Boolean(),
  blockCode: Type.String(),
  groupCode: Type.String(),
  displayFormat: TextBlockDisplayFormat,
});
export type TextBlock = Static<typeof TextBlock>;

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

const BlockOrGroupCode = Type.String({ pattern: '^[A-Z0-9_]{1,64}$' });

export const TextBlockCodeParams = Type.Object({ code: BlockOrGroupCode });
export type TextBlockCodeParams = Static<typeof TextBlockCodeParams>;

export const TEXT_BLOCK_SORT_FIELDS = ['title', 'blockCode', 'isVisible', 'displayFormat'] as const;

/** GET api/text-blocks: every block, hidden ones too, of one group or all; search matches title and code. */
export const TextBlockListQuery = listQuery(TEXT_BLOCK_SORT_FIELDS, { groupCode: Type.Optional(BlockOrGroupCode) });
export type TextBlockListQuery = Static<typeof TextBlockListQuery>;

export const TextBlockPage = pageOf(TextBlock);
export type TextBlockPage = Static<typeof TextBlockPage>;
