import { randomUUID } from 'node:crypto';
import type { IncidentFields, IncidentRecord } from '@portal/shared-contracts/restraint';
import { portalUrl } from './browser';
import { STATE_TIME_ZONE } from './state-time';

/** The state-time day `n` days before today, YYYY-MM-DD. */
export function daysAgo(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: STATE_TIME_ZONE }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - n);
  return day.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day as the date pickers take it typed: MM/DD/YYYY. */
export const asTyped = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The school year (the year it ends) holding today: the header the shell sends with restraint's calls. */
const schoolYear = (day: string) => Number(day.slice(0, 4)) + (Number(day.slice(5, 7)) >= 7 ? 1 : 0);

/** Calls the API as a user of the portal does, with the shell's school-year header; JSON in and out. */
export async function restraintApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(portalUrl(path), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      activeschoolyear: String(schoolYear(daysAgo(0))),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** A district user's LEA and its first school, as the incident form offers them. */
export async function homeSchool(token: string): Promise<{ leaId: number; schoolId: number }> {
  const { leaId } = await restraintApi<{ leaId: number }>(token, 'GET', '/api/account/users/me');
  const [school] = await restraintApi<{ id: number }[]>(token, 'GET', `/api/leas/school-lookups/${leaId}`);
  return { leaId, schoolId: school!.id };
}

/** An incident on `day`: one physical restraint of `stateStudentId`, no emergency, applied by a trained teacher, the parent told that day. */
export function incidentOn(day: string, stateStudentId: string, at: { leaId: number; schoolId: number }): IncidentFields {
  return {
    ...at,
    localIncidentId: `E2E-${randomUUID().slice(0, 8)}`,
    incidentDate: day,
    discoveredDate: null,
    location: 'Classroom',
    setting: null,
    antecedent: 'Transition to math',
    behavior: 'Hit a peer',
    deescalation: 'Offered a break',
    consequence: null,
    policeInvolved: false,
    arrest: false,
    students: [
      {
        stateStudentId,
        firstName: 'Robin',
        lastName: 'Followup',
        birthDate: '2014-02-03',
        grade: '06',
        disabilityStatus: 'IDEA',
        disabilityCategory: 'AUT',
        sex: 'F',
        raceEthnicity: null,
        englishLearner: false,
        hasIep: true,
        hasBehaviorPlan: false,
        interventions: [
          {
            type: 'PHYSICAL',
            aversiveSubtype: null,
            startAt: `${day}T18:00:00Z`,
            endAt: `${day}T18:07:00Z`,
            emergency: false,
            emergencyReason: null,
            holdOrDevice: 'Two-person standing hold',
            medicalOrder: null,
            releaseChecks: null,
            staffTrained: null,
          },
        ],
      },
    ],
    staff: [{ staffId: 'E100', name: 'Pat Teacher', jobTitle: 'Teacher', role: 'APPLIED', lastTrainingDate: daysAgo(60) }],
    injuries: [],
    notices: [{ recipient: 'PARENT', stateStudentId, method: 'PHONE', sentAt: `${day}T22:00:00Z` }],
  };
}

/** Enters and finalizes an incident as the district does, through the API; the rules have run on the answer. */
export async function finalizedIncident(token: string, fields: IncidentFields): Promise<IncidentRecord> {
  const { id, version } = await restraintApi<IncidentRecord>(token, 'POST', '/api/restraint/incidents', fields);
  return restraintApi<IncidentRecord>(token, 'POST', `/api/restraint/incidents/${id}/finalize`, { version });
}

/** A state student id no other test uses. */
export const studentId = () => `NV${randomUUID().replace(/-/g, '').slice(0, 8)}`;

export const incidentPage = (id: number) => portalUrl(`/restraint-aversive-intervention/incidents?incidentId=${id}`);
