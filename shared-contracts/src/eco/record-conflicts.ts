import { Type, type Static } from 'typebox';
import type { TableColumn } from '../downloads';
import { literalUnion } from '../schemas/common';
import { ListFormat } from '../schemas/lists';

/**
 * A program record a district could not save because its state student id has records in an LEA
 * the district may not read. The district is told only that (EcoRecordMessages.heldForStateReview);
 * the state sees here what clashed and settles it with the LEAs.
 */
export const RECORD_CONFLICT_REASONS = ['recordInOtherLea', 'newRecordElsewhere', 'overlapsOtherLea'] as const;
export type RecordConflictReason = (typeof RECORD_CONFLICT_REASONS)[number];

export const RecordConflictReasonLabels: Record<RecordConflictReason, string> = {
  recordInOtherLea: 'The program record of this entry date belongs to another LEA',
  newRecordElsewhere: 'A new program record for a child with records in another LEA',
  overlapsOtherLea: "The program dates overlap another LEA's record",
};

export const RecordConflictSources = { import: 'Ratings import', form: 'Child form' } as const;

const nullableText = Type.Union([Type.String(), Type.Null()]);

export const RecordConflict = Type.Object({
  id: Type.Integer(),
  firstSeenAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  /** How often the same clash came back (a preview and its commit, a file imported again). */
  timesSeen: Type.Integer({ minimum: 1 }),
  source: literalUnion(['import', 'form'] as const),
  leaId: Type.Integer({ description: 'The LEA the record was to be saved in' }),
  leaName: Type.String(),
  stateStudentId: Type.String(),
  entryDate: Type.String({ format: 'date' }),
  firstName: nullableText,
  lastName: nullableText,
  birthDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  reason: literalUnion(RECORD_CONFLICT_REASONS),
  /** Whether the date of birth given differs from the other LEAs' records: for the state's eyes only. */
  birthDateDiffers: Type.Boolean(),
  otherLeaNames: Type.Array(Type.String()),
  reportedByName: nullableText,
  resolvedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  resolvedByName: nullableText,
  resolution: nullableText,
});
export type RecordConflict = Static<typeof RecordConflict>;

export const RecordConflictQuery = Type.Object(
  { status: Type.Optional(literalUnion(['open', 'resolved'] as const)), format: Type.Optional(ListFormat) },
  { additionalProperties: false },
);
export type RecordConflictQuery = Static<typeof RecordConflictQuery>;

export const RecordConflictList = Type.Object({ items: Type.Array(RecordConflict) });
export type RecordConflictList = Static<typeof RecordConflictList>;

export const RecordConflictLimits = { resolution: 1000 } as const;

export const ResolveRecordConflict = Type.Object(
  { resolution: Type.String({ maxLength: RecordConflictLimits.resolution }) },
  { additionalProperties: false },
);
export type ResolveRecordConflict = Static<typeof ResolveRecordConflict>;

export const RecordConflictMessages = {
  resolutionRequired: 'Say how the conflict was settled.',
  alreadyResolved: 'This conflict was already marked resolved.',
  notFound: 'No such conflict.',
} as const;

/** The review list's columns, on screen and in its downloads. */
export const recordConflictColumns: readonly TableColumn<RecordConflict>[] = [
  { key: 'lastSeenAt', header: 'Last seen', kind: 'instant', value: (c) => c.lastSeenAt },
  { key: 'leaName', header: 'LEA', value: (c) => c.leaName },
  { key: 'stateStudentId', header: 'State student id', value: (c) => c.stateStudentId },
  { key: 'entryDate', header: 'Entry date', kind: 'day', value: (c) => c.entryDate },
  { key: 'reason', header: 'Conflict', value: (c) => RecordConflictReasonLabels[c.reason] },
  { key: 'birthDateDiffers', header: 'Date of birth differs', value: (c) => (c.birthDateDiffers ? 'Yes' : 'No') },
  { key: 'otherLeaNames', header: 'Other LEAs', value: (c) => c.otherLeaNames.join('; ') },
  { key: 'source', header: 'From', value: (c) => RecordConflictSources[c.source] },
  { key: 'reportedByName', header: 'By', value: (c) => c.reportedByName ?? '' },
  { key: 'timesSeen', header: 'Times', kind: 'number', value: (c) => c.timesSeen },
  { key: 'resolution', header: 'Resolution', value: (c) => c.resolution ?? '' },
];
