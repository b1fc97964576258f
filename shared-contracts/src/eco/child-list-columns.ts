import type { TableColumn } from '../downloads';
import type { ChildListItem, ChildNextStep, ChildSearchItem, LeaCompletion } from './children-schemas';
import type { QualityFlag } from './outcome-category';

/** What comes next for a child's record, in its users' words. */
export const NextStepLabels: Record<ChildNextStep, string> = {
  enterEntryRatings: 'Enter entry ratings',
  submitEntryRatings: 'Submit entry ratings',
  finalizeEntryRatings: 'Finalize entry ratings',
  awaitExit: 'Awaiting exit',
  enterExitRatings: 'Enter exit ratings',
  submitExitRatings: 'Submit exit ratings',
  finalizeExitRatings: 'Finalize exit ratings',
  complete: 'Complete',
};

/** A data-quality flag of an outcome (eco.md): the record still counts, or is excluded for its own reason. */
export const QualityFlagLabels: Record<QualityFlag, string> = {
  progressNoImpossible: 'Same rating (2 to 5) at entry and exit with progress No',
  ageExpectedWithNo: 'Age-expected (6 or 7) at entry and exit with progress No',
  progressMissing: 'Progress answer missing where it does not decide the category',
};

/**
 * A key of a child's `missing` list in words: entryRatingA → "Entry rating A", progressC →
 * "Progress C". Spelt out from the key, so a key the service adds later still reads as words.
 */
export function missingLabel(key: string): string {
  const words = key.split(/(?=[A-Z])/).map((word) => (word.length > 1 ? word.toLowerCase() : word));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const childName = (child: ChildListItem) => `${child.lastName}, ${child.firstName}`;

/** The Child List's columns, as its table and its CSV and .xlsx show them; keys are the sort fields. */
export const childListColumns: readonly TableColumn<ChildListItem>[] = [
  { key: 'lastName', header: 'Name', value: childName },
  { key: 'stateStudentId', header: 'State student id', value: (c) => c.stateStudentId },
  { key: 'birthDate', header: 'Birth date', kind: 'day', value: (c) => c.birthDate },
  { key: 'schoolName', header: 'School', value: (c) => c.schoolName },
  { key: 'entryDate', header: 'Entry date', kind: 'day', value: (c) => c.entryDate },
  { key: 'exitDate', header: 'Exit date', kind: 'day', value: (c) => c.exitDate },
  { key: 'nextStep', header: 'Next step', value: (c) => NextStepLabels[c.nextStep] },
  { key: 'flags', header: 'Data quality', value: (c) => c.flags.map((flag) => QualityFlagLabels[flag]).join('; ') },
];

const childSearchColumns: readonly TableColumn<ChildSearchItem>[] = [
  { key: 'lastName', header: 'Child', value: childName },
  { key: 'stateStudentId', header: 'State student id', value: (c) => c.stateStudentId },
  { key: 'birthDate', header: 'Date of birth', kind: 'day', value: (c) => c.birthDate },
  { key: 'leaName', header: 'LEA', value: (c) => c.leaName },
  { key: 'schoolName', header: 'School', value: (c) => c.schoolName },
  { key: 'entryDate', header: 'Entry', kind: 'day', value: (c) => c.entryDate },
  { key: 'exitDate', header: 'Exit', kind: 'day', value: (c) => c.exitDate },
  { key: 'nextStep', header: 'Next step', value: (c) => NextStepLabels[c.nextStep] },
];

/**
 * Child Search's columns, as its table and its CSV and .xlsx show them: the LEA only for a search
 * across every LEA, since within one every child is of the current LEA.
 */
export const childSearchColumnsFor = (allLeas: boolean | undefined): readonly TableColumn<ChildSearchItem>[] =>
  allLeas ? childSearchColumns : childSearchColumns.filter((column) => column.key !== 'leaName');

export const StatusWords = { missing: 'Missing', notExited: 'Not exited', nothingMissing: 'Nothing' } as const;

/** The Status page's columns, over the same list of children, as its table and its files show them. */
export const childStatusColumns: readonly TableColumn<ChildListItem>[] = [
  { key: 'lastName', header: 'Child', value: childName },
  { key: 'stateStudentId', header: 'State student id', value: (c) => c.stateStudentId },
  { key: 'entryStatus', header: 'Entry ratings', value: (c) => c.entryStatus ?? StatusWords.missing },
  {
    key: 'exitStatus',
    header: 'Exit ratings',
    // Exit ratings are due only once the child has left the program.
    value: (c) => (c.exitDate === null && c.exitStatus === null ? StatusWords.notExited : (c.exitStatus ?? StatusWords.missing)),
  },
  {
    key: 'missing',
    header: 'Missing',
    value: (c) => (c.missing.length ? c.missing.map(missingLabel).join(', ') : StatusWords.nothingMissing),
  },
  { key: 'nextStep', header: 'Next step', value: (c) => NextStepLabels[c.nextStep] },
];

/** State Tracking's columns, one row per LEA, as its table and its files show them. */
export const stateTrackingColumns: readonly TableColumn<LeaCompletion>[] = [
  { key: 'leaName', header: 'LEA', value: (l) => l.leaName },
  { key: 'leaCode', header: 'LEA code', value: (l) => l.leaCode },
  { key: 'inProgram', header: 'In program', kind: 'number', value: (l) => l.inProgram },
  { key: 'withEntryRatings', header: 'With entry ratings', kind: 'number', value: (l) => l.withEntryRatings },
  { key: 'exited', header: 'Exited', kind: 'number', value: (l) => l.exited },
  { key: 'withExitRatings', header: 'With exit ratings', kind: 'number', value: (l) => l.withExitRatings },
  { key: 'awaitingFinalization', header: 'Waiting for finalization', kind: 'number', value: (l) => l.awaitingFinalization },
  // eco.md: with nothing due there is no percent, never 0 %.
  { key: 'completionPercent', header: 'Completion', kind: 'percent', value: (l) => l.completionPercent ?? 'N/A' },
];
