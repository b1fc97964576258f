import { Type, type Static } from 'typebox';
import { SAME_RATING_WITH_NO } from './outcome-category';
import { AGE_EXPECTED_WITH_NO } from './rating-rules';
import { EcoSettingsLimits as L } from './settings-limits';
import { literalUnion } from '../schemas/common';

/**
 * GET and PUT api/eco/settings: what eco.md leaves to the state. Every ECO user reads them (the
 * wording of the progress question, the rules the forms run); only a state administrator changes them.
 */
export const EcoSettings = Type.Object(
  {
    progressQuestion: Type.String({
      maxLength: L.progressQuestionMaxLength,
      description: 'The progress question asked per outcome at exit; older forms say "since the last outcomes summary"',
    }),
    ageExpectedWithNo: literalUnion(AGE_EXPECTED_WITH_NO),
    sameRatingWithNo: literalUnion(SAME_RATING_WITH_NO),
    minimumDaysInProgram: Type.Integer({
      minimum: L.minimumDaysInProgram.min,
      maximum: L.minimumDaysInProgram.max,
      description: 'Days between program entry and exit for a child to be counted in indicator B7',
    }),
    smallCellSize: Type.Integer({
      minimum: L.smallCellSize.min,
      maximum: L.smallCellSize.max,
      description:
        'In the public B7 download an LEA count from 1 to one less than this reads "<n", and the counts that would give it back by subtraction read "suppressed"; 0 suppresses nothing',
    }),
    entryWindowDays: Type.Integer({
      minimum: L.entryWindowDays.min,
      maximum: L.entryWindowDays.max,
      description: 'Days after program entry by which the entry ratings are due; the dashboard counts children past it without them',
    }),
  },
  { additionalProperties: false },
);
export type EcoSettings = Static<typeof EcoSettings>;
