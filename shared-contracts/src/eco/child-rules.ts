import { FieldMessages, maxLengthMessage } from '../field-messages';
import type { ChildFields, RatingStatus } from './children-schemas';
import { collect, type FieldErrors } from '../field-rules';
import { EcoRecordMessages } from './eco-messages';

// The child record's own rules, run by the child form as the user types and by the eco service
// on every save, so the form never accepts what the service refuses. What only the service can
// see (a record with the same id and entry date, a code retired from its list) it adds itself.

export const STATE_STUDENT_ID = /^[A-Za-z0-9-]{1,20}$/;
export const CHILD_NAME_MAX_LENGTH = 100;

const required = (value: string | null) => (value === null || !value.trim() ? FieldMessages.required : null);
const notFuture = (day: string | null, today: string) => (day !== null && day > today ? FieldMessages.noFutureDates : null);
const nameError = (value: string) =>
  required(value) ?? (value.length > CHILD_NAME_MAX_LENGTH ? maxLengthMessage(CHILD_NAME_MAX_LENGTH) : null);

/** Field errors of a child's record; `today` is the state's calendar day, YYYY-MM-DD. */
export function childFieldErrors(child: ChildFields, today: string): FieldErrors {
  return collect({
    stateStudentId: required(child.stateStudentId) ?? (STATE_STUDENT_ID.test(child.stateStudentId) ? null : FieldMessages.incorrectFormat),
    firstName: nameError(child.firstName),
    lastName: nameError(child.lastName),
    birthDate: required(child.birthDate) ?? notFuture(child.birthDate, today),
    leaId: child.leaId > 0 ? null : FieldMessages.required,
    entryDate:
      required(child.entryDate) ??
      notFuture(child.entryDate, today) ??
      (child.birthDate && child.birthDate >= child.entryDate ? EcoRecordMessages.bornBeforeEntry : null),
    exitDate:
      notFuture(child.exitDate, today) ??
      (child.exitDate && child.entryDate && child.exitDate < child.entryDate ? EcoRecordMessages.exitAfterEntry : null),
    exitReason: child.exitDate && !child.exitReason ? EcoRecordMessages.exitReasonRequired : null,
  });
}

/** The child fields an exit sets, which stay open once only the entry ratings are finalized. */
export const CHILD_EXIT_FIELDS: readonly string[] = ['exitDate', 'exitReason'] satisfies (keyof ChildFields)[];

/**
 * Which of `fields` finalized ratings keep read-only (eco.md: a finalized record is read-only until
 * someone with the unlock permission unlocks it): with the exit ratings finalized, all of them;
 * with the entry ratings finalized, all but the exit's (`exitFields`), as the child leaves and is
 * rated at exit long after. The child form, its service and the import name fields their own way,
 * so each says which of its fields are the exit's.
 */
export function fieldsLockedByFinalized(
  statuses: { entry: RatingStatus | null; exit: RatingStatus | null },
  fields: readonly string[],
  exitFields: readonly string[] = CHILD_EXIT_FIELDS,
): string[] {
  if (statuses.exit === 'Finalized') return [...fields];
  if (statuses.entry === 'Finalized') return fields.filter((field) => !exitFields.includes(field));
  return [];
}
