import { Type, type Static } from 'typebox';

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

const BlockOrGroupCode = Type.String({ pattern: '^[A-Z0-9_]{1,64}$' });

export const TextBlockCodeParams = Type.Object({ code: BlockOrGroupCode });
export type TextBlockCodeParams = Static<typeof TextBlockCodeParams>;
