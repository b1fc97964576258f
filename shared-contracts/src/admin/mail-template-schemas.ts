import { Type, type Static } from 'typebox';

/** One merge field a mail type declares: what a producer supplies, and a sample for previews. */
export const MergeField = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 60 }),
  description: Type.String({ maxLength: 500 }),
  sample: Type.String({ maxLength: 500 }),
});
export type MergeField = Static<typeof MergeField>;

export const TemplateFormat = Type.Union([Type.Literal('text'), Type.Literal('html')], {
  description: 'text: plain text, paragraphs apart by a blank line; html: an HTML body, merge values HTML-escaped',
});
export type TemplateFormat = Static<typeof TemplateFormat>;

/** A saved template version: never changed; the newest is the one the worker sends. */
export const MailTemplateVersion = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  subject: Type.String(),
  body: Type.String(),
  format: TemplateFormat,
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
});
export type MailTemplateVersion = Static<typeof MailTemplateVersion>;

export const MailTypeSummary = Type.Object({
  code: Type.String(),
  application: Type.String(),
  name: Type.String(),
  description: Type.String(),
  activeVersion: Type.Union([Type.Integer(), Type.Null()]),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type MailTypeSummary = Static<typeof MailTypeSummary>;
export const MailTypeList = Type.Object({ items: Type.Array(MailTypeSummary) });
export type MailTypeList = Static<typeof MailTypeList>;

/** A mail type with its fields (the common ones included) and its versions, newest first. */
export const MailType = Type.Object({
  ...MailTypeSummary.properties,
  fields: Type.Array(MergeField),
  versions: Type.Array(MailTemplateVersion),
});
export type MailType = Static<typeof MailType>;

export const MailTypeQuery = Type.Object({ application: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });
export type MailTypeQuery = Static<typeof MailTypeQuery>;

export const MailTypeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 120 }) });
export type MailTypeParams = Static<typeof MailTypeParams>;

export const MailTemplateDraft = Type.Object(
  {
    subject: Type.String({ maxLength: 300 }),
    body: Type.String({ maxLength: 50_000 }),
    format: Type.Optional(TemplateFormat),
  },
  { additionalProperties: false },
);
export type MailTemplateDraft = Static<typeof MailTemplateDraft>;

/** A new mail type with its first template version; the common fields are added to those given. */
export const MailTypeCreate = Type.Object(
  {
    code: Type.String({ maxLength: 120 }),
    application: Type.String({ maxLength: 40 }),
    name: Type.String({ maxLength: 200 }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    fields: Type.Array(MergeField, { maxItems: 100 }),
    subject: Type.String({ maxLength: 300 }),
    body: Type.String({ maxLength: 50_000 }),
    format: Type.Optional(TemplateFormat),
  },
  { additionalProperties: false },
);
export type MailTypeCreate = Static<typeof MailTypeCreate>;

const MergeValueSchema = Type.Union([Type.String({ maxLength: 5000 }), Type.Number(), Type.Boolean(), Type.Null()]);
/** Merge data: the fields' sample values stand in for any not given. */
export const MergeDataSchema = Type.Record(Type.String(), MergeValueSchema);

/** A draft (or, without subject and body, the active version) rendered with a record's merge data or the samples. */
export const MailPreviewRequest = Type.Object(
  {
    subject: Type.Optional(Type.String({ maxLength: 300 })),
    body: Type.Optional(Type.String({ maxLength: 50_000 })),
    format: Type.Optional(TemplateFormat),
    sample: Type.Optional(MergeDataSchema),
  },
  { additionalProperties: false },
);
export type MailPreviewRequest = Static<typeof MailPreviewRequest>;

export const RenderedMail = Type.Object({ subject: Type.String(), text: Type.String(), html: Type.String() });
export type RenderedMail = Static<typeof RenderedMail>;

export const MailTestSent = Type.Object({ mailId: Type.String(), to: Type.String(), message: Type.String() });
export type MailTestSent = Static<typeof MailTestSent>;
