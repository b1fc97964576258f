import { Type, type Static } from 'typebox';
import { LookupValueRules } from './list-manager-rules';
import { listQuery, pageOf } from '../schemas/lists';

/** A lookup list of the List Manager (/admin/list-manager): the codes the applications' forms offer. */
export const LookupList = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  activeCount: Type.Integer({ description: 'Values forms offer' }),
  retiredCount: Type.Integer({ description: 'Values kept only for the records that use them' }),
});
export type LookupList = Static<typeof LookupList>;

/**
 * One value of a list. Records store the code, which never changes; a retired value is no longer
 * offered, but an old record still shows its label.
 */
export const LookupValue = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  label: Type.String(),
  /** Its place in the list, from 1. */
  position: Type.Integer(),
  retired: Type.Boolean(),
  retiredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type LookupValue = Static<typeof LookupValue>;

export const LookupListParams = Type.Object({
  list: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$', description: "The list's code, e.g. disability_categories" }),
});
export type LookupListParams = Static<typeof LookupListParams>;

export const LookupValueParams = Type.Object({ list: LookupListParams.properties.list, id: Type.Integer({ minimum: 1 }) });
export type LookupValueParams = Static<typeof LookupValueParams>;

/** GET api/admin/lists/{list}/values: the values forms offer; retired ones too, flagged, when asked. */
export const LookupValuesQuery = Type.Object(
  { includeRetired: Type.Optional(Type.Boolean({ default: false })) },
  { additionalProperties: false },
);
export type LookupValuesQuery = Static<typeof LookupValuesQuery>;

export const LookupValueStatus = Type.Union([Type.Literal('active'), Type.Literal('retired'), Type.Literal('all')]);
export type LookupValueStatus = Static<typeof LookupValueStatus>;

export const lookupValueSortFields = ['position', 'code', 'label'] as const;

/** The List Manager's table of one list's values: paged, sorted and searched on the server, or CSV. */
export const LookupValuePageQuery = listQuery(lookupValueSortFields, { status: Type.Optional(LookupValueStatus) });
export type LookupValuePageQuery = Static<typeof LookupValuePageQuery>;
export const LookupValuePage = pageOf(LookupValue);

const code = Type.String({ maxLength: LookupValueRules.codeMaxLength, pattern: LookupValueRules.codePattern });
const label = Type.String({ maxLength: LookupValueRules.labelMaxLength });

/** Adds a value at the end of the list. */
export const AddLookupValueRequest = Type.Object({ code, label }, { additionalProperties: false });
export type AddLookupValueRequest = Static<typeof AddLookupValueRequest>;

/** Renames a value: only its label, because records keep its code; the code may come back as it was read, unchanged. */
export const RenameLookupValueRequest = Type.Object({ label, code: Type.Optional(code) }, { additionalProperties: false });
export type RenameLookupValueRequest = Static<typeof RenameLookupValueRequest>;

/** A whole new order of the list: every value's id, retired ones included, each once. */
export const ReorderLookupValuesRequest = Type.Object(
  { valueIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);
export type ReorderLookupValuesRequest = Static<typeof ReorderLookupValuesRequest>;
