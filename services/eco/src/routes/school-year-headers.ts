import { Type, type Static } from 'typebox';
import { Headers } from '@portal/shared-contracts';

/** Every ECO figure and list is for the school year the shell sends (spec 7). */
export const SchoolYearHeaders = Type.Object({
  [Headers.ActiveSchoolYear]: Type.Integer({ minimum: 2000, maximum: 2099, description: 'School year by its ending year: 2026 is 2025-2026' }),
});
export type SchoolYearHeaders = Static<typeof SchoolYearHeaders>;
