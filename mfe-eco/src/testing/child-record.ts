// Test-only: a child's record as GET api/eco/children/{id} answers it.
import type { ChildRecord, RatingSet } from '@portal/shared-contracts/eco';
import { adams } from './eco-harness';

const uncategorised = { category: null, excluded: 'missingExitRating' as const, flags: [] };

export const ratingSet = (phase: RatingSet['phase'], rest: Partial<RatingSet> = {}): RatingSet => ({
  phase,
  ratingDate: phase === 'entry' ? '2025-09-15' : '2026-06-01',
  ratings: { A: 3, B: 4, C: 2 },
  progress: { A: null, B: null, C: null },
  status: 'Draft',
  submittedAt: null,
  finalizedAt: null,
  unlockedAt: null,
  unlockReason: null,
  version: 1,
  warnings: {},
  ...rest,
});

export const childRecord = (rest: Partial<ChildRecord> = {}): ChildRecord => ({
  id: 7,
  stateStudentId: 'NE-0007',
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '2022-03-01',
  leaId: adams.id,
  leaName: adams.name,
  schoolId: 11,
  schoolName: 'Adams Elementary',
  entryDate: '2025-09-01',
  exitDate: null,
  exitReason: null,
  sex: null,
  raceEthnicity: null,
  disabilityCategory: null,
  version: 1,
  entry: null,
  exit: null,
  categories: {
    A: { ...uncategorised, excluded: 'missingEntryRating' },
    B: { ...uncategorised, excluded: 'missingEntryRating' },
    C: { ...uncategorised, excluded: 'missingEntryRating' },
  },
  ...rest,
});
