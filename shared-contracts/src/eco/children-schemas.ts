import { Type, type Static, type TSchema } from 'typebox';
import { EXCLUSION_REASONS, PROGRESS_CATEGORIES, QUALITY_FLAGS } from './outcome-category';
import { literalUnion, nullable } from '../schemas/common';
import { ListFormat, listQuery, pageOf } from '../schemas/lists';

// The child record and its ratings as the eco service answers them (issue 7): the forms, the
// lists and the service share these shapes.

const perOutcome = <S extends TSchema>(value: S) => Type.Object({ A: value, B: value, C: value });

/** A calendar day, YYYY-MM-DD. */
export const IsoDay = Type.String({ format: 'date' });

export const RatingPhase = literalUnion(['entry', 'exit'] as const);
export type RatingPhase = Static<typeof RatingPhase>;

export const RatingStatus = literalUnion(['Draft', 'Submitted', 'Finalized'] as const);
export type RatingStatus = Static<typeof RatingStatus>;

/** What a state needs of a child in the program; codes are values of the admin lookup lists. */
export const ChildFields = Type.Object(
  {
    stateStudentId: Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$', description: 'Unique in the state for one program entry' }),
    firstName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    lastName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    birthDate: IsoDay,
    leaId: Type.Integer({ minimum: 1 }),
    schoolId: nullable(Type.Integer({ minimum: 1 })),
    entryDate: IsoDay,
    exitDate: nullable(IsoDay),
    /** exit_reasons list; required with an exit date. */
    exitReason: nullable(Type.String({ maxLength: 64 })),
    /** sex list. */
    sex: nullable(Type.String({ maxLength: 64 })),
    /** race_ethnicity list. */
    raceEthnicity: nullable(Type.String({ maxLength: 64 })),
    /** disability_categories list. */
    disabilityCategory: nullable(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type ChildFields = Static<typeof ChildFields>;

/** PUT api/eco/children/{id}: the fields, and the version read, so a second editor does not overwrite the first. */
export const ChildUpdate = Type.Object(
  { ...ChildFields.properties, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type ChildUpdate = Static<typeof ChildUpdate>;

/** PUT api/eco/children/{id}/ratings/{phase}: saves a draft; progress only at exit. */
export const RatingsSave = Type.Object(
  {
    ratingDate: IsoDay,
    ratings: perOutcome(nullable(Type.Integer())),
    progress: Type.Optional(perOutcome(nullable(Type.Boolean()))),
    /** The version of the ratings read; absent when there are none yet. */
    version: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type RatingsSave = Static<typeof RatingsSave>;

export const RatingSet = Type.Object({
  phase: RatingPhase,
  ratingDate: IsoDay,
  ratings: perOutcome(nullable(Type.Integer())),
  progress: perOutcome(nullable(Type.Boolean())),
  status: RatingStatus,
  submittedAt: nullable(Type.String({ format: 'date-time' })),
  finalizedAt: nullable(Type.String({ format: 'date-time' })),
  unlockedAt: nullable(Type.String({ format: 'date-time' })),
  unlockReason: nullable(Type.String()),
  version: Type.Integer(),
  /** Data-entry warnings standing on the saved ratings (field key to message). */
  warnings: Type.Record(Type.String(), Type.String()),
});
export type RatingSet = Static<typeof RatingSet>;

/** An outcome's category once both ratings exist (the shared rule), or why it has none. */
export const OutcomeCategory = Type.Object({
  category: nullable(literalUnion(PROGRESS_CATEGORIES)),
  excluded: nullable(literalUnion(EXCLUSION_REASONS)),
  flags: Type.Array(literalUnion(QUALITY_FLAGS)),
});

/** GET api/eco/children/{id}. Opening it is recorded in the audit trail. */
export const ChildRecord = Type.Object({
  ...ChildFields.properties,
  id: Type.Integer(),
  leaName: Type.String(),
  schoolName: nullable(Type.String()),
  version: Type.Integer(),
  entry: nullable(RatingSet),
  exit: nullable(RatingSet),
  categories: perOutcome(OutcomeCategory),
});
export type ChildRecord = Static<typeof ChildRecord>;

/** What is missing of a child's record, and what is next (the status screen). */
export const ChildNextStep = literalUnion([
  'enterEntryRatings',
  'submitEntryRatings',
  'finalizeEntryRatings',
  'awaitExit',
  'enterExitRatings',
  'submitExitRatings',
  'finalizeExitRatings',
  'complete',
] as const);
export type ChildNextStep = Static<typeof ChildNextStep>;

export const ChildListItem = Type.Object({
  id: Type.Integer(),
  stateStudentId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  birthDate: IsoDay,
  leaId: Type.Integer(),
  schoolId: nullable(Type.Integer()),
  schoolName: nullable(Type.String()),
  entryDate: IsoDay,
  exitDate: nullable(IsoDay),
  entryStatus: nullable(RatingStatus),
  exitStatus: nullable(RatingStatus),
  /** Ratings or answers still to be entered: entryRatingA, exitRatingB, progressC, … */
  missing: Type.Array(Type.String()),
  nextStep: ChildNextStep,
  /** The data-quality flags of any of the child's outcomes under their current ratings. */
  flags: Type.Array(literalUnion(QUALITY_FLAGS)),
});
export type ChildListItem = Static<typeof ChildListItem>;

export const CHILD_LIST_SORT_FIELDS = [
  'lastName',
  'firstName',
  'stateStudentId',
  'birthDate',
  'entryDate',
  'exitDate',
  'schoolName',
] as const;

/** GET api/eco/children: the LEA's children in the program during the school year of the header. */
export const ChildListQuery = listQuery(CHILD_LIST_SORT_FIELDS, {
  nextStep: Type.Optional(ChildNextStep),
  schoolId: Type.Optional(Type.Integer({ minimum: 1 })),
  entryFrom: Type.Optional(IsoDay),
  entryTo: Type.Optional(IsoDay),
  exitFrom: Type.Optional(IsoDay),
  exitTo: Type.Optional(IsoDay),
  /** Only children with something missing at this phase. */
  missing: Type.Optional(RatingPhase),
  /** Only children with an outcome carrying this data-quality flag. */
  flag: Type.Optional(literalUnion(QUALITY_FLAGS)),
  /** State tracking opens another LEA's list; needs App.data.allleas. Default: the current LEA. */
  leaId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** A file's columns: the Child List's (the default) or the Status page's, over the same children. */
  view: Type.Optional(literalUnion(['childList', 'status'] as const)),
});
export type ChildListQuery = Static<typeof ChildListQuery>;

export const ChildPage = pageOf(ChildListItem);
export type ChildPage = Static<typeof ChildPage>;

/** GET api/eco/children/search: at least one criterion; names match with typos. */
export const ChildSearchQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 2, maxLength: 100 })),
    birthDate: Type.Optional(IsoDay),
    stateStudentId: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    /** Across every LEA: Eco.search.advanced.view only. */
    allLeas: Type.Optional(Type.Boolean()),
    /** csv or xlsx: the children found, as a file with the table's columns. */
    format: Type.Optional(ListFormat),
  },
  { additionalProperties: false },
);
export type ChildSearchQuery = Static<typeof ChildSearchQuery>;

export const ChildSearchItem = Type.Object({ ...ChildListItem.properties, leaName: Type.String() });
export type ChildSearchItem = Static<typeof ChildSearchItem>;

export const ChildSearchResult = Type.Object({
  items: Type.Array(ChildSearchItem),
  /** More matched than the answer holds: narrow the search. */
  truncated: Type.Boolean(),
});
export type ChildSearchResult = Static<typeof ChildSearchResult>;

/** POST api/eco/children/{id}/ratings/{phase}/unlock. */
export const UnlockRequest = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type UnlockRequest = Static<typeof UnlockRequest>;

export const RatingPhaseParams = Type.Object({ id: Type.Integer({ minimum: 1 }), phase: RatingPhase });
export type RatingPhaseParams = Static<typeof RatingPhaseParams>;

export const ChildHistoryEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  userName: nullable(Type.String()),
  action: Type.String(),
  reason: nullable(Type.String()),
  changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
});
export type ChildHistoryEntry = Static<typeof ChildHistoryEntry>;

/** GET api/eco/state-tracking: every LEA's completion for the school year (App.stateuser). */
export const LeaCompletion = Type.Object({
  leaId: Type.Integer(),
  leaName: Type.String(),
  leaCode: Type.String(),
  inProgram: Type.Integer(),
  withEntryRatings: Type.Integer(),
  exited: Type.Integer(),
  withExitRatings: Type.Integer(),
  awaitingFinalization: Type.Integer(),
  /** Share of the ratings due (entry for every child in the program, exit for every exit) that are finalized; null with none due. */
  completionPercent: nullable(Type.Number()),
});
export type LeaCompletion = Static<typeof LeaCompletion>;

export const StateTracking = Type.Object({ schoolYear: Type.Integer(), leas: Type.Array(LeaCompletion) });
export type StateTracking = Static<typeof StateTracking>;

/** GET api/eco/state-tracking: the page as JSON, or as a file. */
export const StateTrackingQuery = Type.Object({ format: Type.Optional(ListFormat) }, { additionalProperties: false });
export type StateTrackingQuery = Static<typeof StateTrackingQuery>;
