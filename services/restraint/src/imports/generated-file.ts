import { IMPORT_REASON_CODES, RESTRAINT_IMPORT_COLUMNS, type RestraintImportColumn } from '@portal/shared-contracts/restraint';
import { seededRandom } from '@portal/service-kit';

/** A school the generated incidents may name: its LEA's code and its own. */
export interface GeneratedPlace {
  leaCode: string;
  schoolCode: string;
}

export interface GeneratedFileOptions {
  /** Rows in the file: an incident has one row, every tenth a second (another intervention). */
  rows: number;
  places: readonly GeneratedPlace[];
  /** The school year (by its ending year) the incident dates fall in, up to `today`. */
  schoolYear: number;
  today: string;
  /** Keeps the file's local incident ids and student ids apart from another run's. */
  tag: string;
  seed?: number;
  /** Every n-th incident has a bad incident date, so rejected rows are in the work too; 0 for none. */
  rejectEvery?: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A large, deterministic restraint import file (restraint.md's columns): the bench's 50,000-row
 * upload and the large data set's incidents. Physical restraints mostly, some mechanical and
 * aversive, some without an emergency (violations once finalized); students recur across
 * incidents of their school so repeat-use reports arise.
 */
export function generatedImportFile(options: GeneratedFileOptions): { text: string; incidents: number } {
  const rng = seededRandom(options.seed ?? 0x1e5a11);
  const from = `${options.schoolYear - 1}-07-01`;
  const to = `${options.schoolYear}-06-30` < options.today ? `${options.schoolYear}-06-30` : options.today;
  const lines = [RESTRAINT_IMPORT_COLUMNS.join(',')];
  const line = (values: Partial<Record<RestraintImportColumn, string>>) =>
    lines.push(RESTRAINT_IMPORT_COLUMNS.map((c) => values[c] ?? '').join(','));
  let incidents = 0;
  for (let i = 0; lines.length <= options.rows; i++) {
    incidents++;
    const place = options.places[i % options.places.length]!;
    const student = rng.int(1, Math.max(1, Math.floor(options.rows / 3)));
    const { firstName, lastName } = rng.person();
    const incidentDate =
      options.rejectEvery && i % options.rejectEvery === options.rejectEvery - 1 ? '2026-02-30' : rng.dateBetween(from, to);
    const base: Partial<Record<RestraintImportColumn, string>> = {
      lea_code: place.leaCode,
      school_code: place.schoolCode,
      local_incident_id: `G${options.tag}-${pad(i + 1, 6)}`,
      incident_date: incidentDate,
      // The student's columns follow from the student, so every row of one student agrees.
      student_state_id: `G${options.tag}${pad(student, 7)}`,
      student_last_name: `Gen${pad(student % 997, 3)}`,
      student_first_name: `Pupil${pad(student % 991, 3)}`,
      birth_date: `${options.schoolYear - 7 - (student % 12)}-${pad((student % 12) + 1, 2)}-${pad((student % 28) + 1, 2)}`,
      grade: pad((student % 12) + 1, 2),
      disability_status: student % 5 === 0 ? '504' : 'IDEA',
      student_injury: rng.chance(0.05) ? 'Y' : 'N',
      staff_injury: rng.chance(0.03) ? 'Y' : 'N',
      location: rng.pick(['Classroom', 'Hallway', 'Cafeteria', 'Playground', 'Bus', 'Gym']),
      behavior: `Generated incident ${firstName} ${lastName}`,
    };
    const uses = i % 10 === 0 && lines.length < options.rows ? 2 : 1;
    for (let u = 0; u < uses; u++) {
      const type = rng.pick(['PHYSICAL', 'PHYSICAL', 'PHYSICAL', 'PHYSICAL', 'PHYSICAL', 'MECHANICAL', 'AVERSIVE']);
      const hour = 8 + u * 3 + rng.int(0, 2);
      const start = `${pad(hour, 2)}:${pad(rng.int(0, 59), 2)}`;
      const minutes = rng.int(1, 40);
      const end = `${pad(hour + Math.floor((Number(start.slice(3)) + minutes) / 60), 2)}:${pad((Number(start.slice(3)) + minutes) % 60, 2)}`;
      const emergency = type === 'AVERSIVE' ? '' : rng.chance(0.9) ? 'Y' : 'N';
      line({
        ...base,
        intervention_type: type,
        aversive_subtype: type === 'AVERSIVE' ? String(rng.int(1, 10)) : '',
        start_time: start,
        end_time: end,
        emergency,
        reason_code: emergency === 'Y' ? rng.pick(IMPORT_REASON_CODES) : '',
        medical_order: type === 'MECHANICAL' ? (rng.chance(0.7) ? 'Y' : 'N') : '',
        release_checks: type === 'MECHANICAL' ? (rng.chance(0.8) ? 'Y' : 'N') : '',
        staff_trained: type === 'AVERSIVE' ? '' : rng.chance(0.95) ? 'Y' : 'N',
      });
    }
  }
  return { text: lines.join('\r\n'), incidents };
}
