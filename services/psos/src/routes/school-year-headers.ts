import { Type, type Static } from 'typebox';

/** The school year that names the collection where a request gives no collection id (spec 7's activeschoolyear header). */
export const SchoolYearHeaders = Type.Object({ activeschoolyear: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2099 })) });
export type SchoolYearHeadersType = Static<typeof SchoolYearHeaders>;
