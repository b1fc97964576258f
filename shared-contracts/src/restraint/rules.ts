import { FieldMessages } from '../field-messages';
import type { FieldErrors } from '../field-rules';
import { RestraintMessages } from './messages';
import type { IncidentFields } from './schemas';

// The incident record's own rules (restraint.md, Records), run by the incident form as the user
// types and by the restraint service on every save, so the form never accepts what the service
// refuses. What only the service sees (the directory, a private school's users) it adds itself.
// Field paths are dotted: students.0.interventions.1.endAt.

/** Intervention types whose emergency, reason and staff training the rules ask (restraint.md, Nevada pack). */
export const RESTRAINT_TYPES: readonly string[] = ['PHYSICAL', 'MECHANICAL'];
export const AVERSIVE_TYPE = 'AVERSIVE';
export const MECHANICAL_TYPE = 'MECHANICAL';

const notFuture = (day: string | null | undefined, today: string) => (day && day > today ? FieldMessages.noFutureDates : null);

/**
 * The calendar day of a moment in the state's time zone: a moment keeps whatever offset its writer
 * used (the service stores UTC), and 5 PM in Nevada is already tomorrow in UTC.
 */
export function stateDayOf(moment: string, timeZone: string): string {
  const at = new Date(moment);
  if (Number.isNaN(at.getTime())) return moment.slice(0, 10);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Field errors of an incident as written; `today` is the state's calendar day, YYYY-MM-DD, in `timeZone`. */
export function incidentFieldErrors(incident: IncidentFields, today: string, timeZone: string): FieldErrors {
  const errors: FieldErrors = {};
  const dayOf = (moment: string) => stateDayOf(moment, timeZone);
  const put = (path: string, message: string | null) => {
    if (message && !errors[path]) errors[path] = message;
  };
  const isPrivate = incident.privateSchoolId != null;
  if (isPrivate && (incident.leaId !== null || incident.schoolId !== null)) put('privateSchoolId', RestraintMessages.schoolOrPrivateSchool);
  if (!isPrivate) {
    if (incident.leaId === null) put('leaId', FieldMessages.required);
    if (incident.schoolId === null) put('schoolId', FieldMessages.required);
  }
  put('incidentDate', notFuture(incident.incidentDate, today));
  put(
    'discoveredDate',
    notFuture(incident.discoveredDate, today) ??
      (incident.discoveredDate && incident.discoveredDate < incident.incidentDate ? RestraintMessages.discoveredBeforeIncident : null),
  );
  put(
    'recordFiledDate',
    notFuture(incident.recordFiledDate, today) ??
      (incident.recordFiledDate && incident.recordFiledDate < incident.incidentDate ? RestraintMessages.recordFiledBeforeIncident : null),
  );
  if (incident.arrest && !incident.policeInvolved) put('arrest', RestraintMessages.arrestNeedsPolice);

  const seen = new Set<string>();
  incident.students.forEach((student, s) => {
    const at = `students.${s}`;
    const key = student.stateStudentId.toUpperCase();
    if (seen.has(key)) put(`${at}.stateStudentId`, RestraintMessages.duplicateStudent);
    seen.add(key);
    if (student.birthDate >= incident.incidentDate) put(`${at}.birthDate`, RestraintMessages.bornBeforeIncident);
    if (student.disabilityCategory && student.disabilityStatus !== 'IDEA')
      put(`${at}.disabilityCategory`, RestraintMessages.categoryOnlyForIdea);
    student.interventions.forEach((intervention, i) => {
      const where = `${at}.interventions.${i}`;
      put(`${where}.startAt`, notFuture(dayOf(intervention.startAt), today));
      if (intervention.endAt < intervention.startAt) put(`${where}.endAt`, RestraintMessages.endBeforeStart);
      if ((intervention.type === AVERSIVE_TYPE) !== (intervention.aversiveSubtype !== null))
        put(`${where}.aversiveSubtype`, RestraintMessages.subtypeForAversive);
      if (intervention.emergencyReason !== null && intervention.emergency !== true)
        put(`${where}.emergencyReason`, RestraintMessages.reasonNeedsEmergency);
    });
  });
  const onIncident = (id: string | null) => id !== null && seen.has(id.toUpperCase());
  incident.injuries.forEach((injury, i) => {
    if (injury.person === 'STUDENT' && !onIncident(injury.stateStudentId))
      put(`injuries.${i}.stateStudentId`, RestraintMessages.unknownStudent);
  });
  incident.notices.forEach((notice, i) => {
    if (notice.stateStudentId !== null && !onIncident(notice.stateStudentId))
      put(`notices.${i}.stateStudentId`, RestraintMessages.unknownStudent);
    put(`notices.${i}.sentAt`, notice.sentAt ? notFuture(dayOf(notice.sentAt), today) : null);
  });
  return errors;
}

/**
 * What a Draft still lacks before it can be finalized, the answers the import requires too: emergency
 * for physical and mechanical restraint, its reason when it was one, the medical order and release
 * checks of a mechanical restraint, and whether the staff applying a restraint were trained (a staff
 * row applying it, or the import's "staff trained").
 */
export function incidentFinalizeErrors(incident: IncidentFields): FieldErrors {
  const errors: FieldErrors = {};
  const applied = incident.staff.some((member) => member.role === 'APPLIED');
  incident.students.forEach((student, s) => {
    student.interventions.forEach((intervention, i) => {
      const where = `students.${s}.interventions.${i}`;
      if (!RESTRAINT_TYPES.includes(intervention.type)) return;
      if (intervention.emergency === null) errors[`${where}.emergency`] = FieldMessages.required;
      if (intervention.emergency === true && intervention.emergencyReason === null)
        errors[`${where}.emergencyReason`] = FieldMessages.required;
      if (intervention.type === MECHANICAL_TYPE) {
        if (intervention.medicalOrder === null) errors[`${where}.medicalOrder`] = FieldMessages.required;
        if (intervention.releaseChecks === null) errors[`${where}.releaseChecks`] = FieldMessages.required;
      }
      if (!applied && intervention.staffTrained === null) errors[`${where}.staffTrained`] = RestraintMessages.staffNeeded;
    });
  });
  return errors;
}

/** Current when trained at most `months` (setting, default 12) before the incident date. */
export function trainingCurrent(lastTrainingDate: string | null, incidentDate: string, months = 12): boolean {
  if (lastTrainingDate === null || lastTrainingDate > incidentDate) return false;
  const [y, m, d] = incidentDate.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  const earliest = `${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  return lastTrainingDate >= earliest;
}

/** A student's name on a list without violation view details: initials only ("J*** S***"). */
export const maskedName = (firstName: string, lastName: string): string =>
  `${firstName.trim().charAt(0).toUpperCase()}*** ${lastName.trim().charAt(0).toUpperCase()}***`;
