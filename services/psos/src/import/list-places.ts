import { PsosPermissions } from '@portal/shared-contracts';
import { StudentListMessages as M, type ListRowValues } from '@portal/shared-contracts/psos';
import { actorCan, notFound, type Actor } from '@portal/service-kit';
import type { ListStatus, PsosDb } from '../db';
import { worksInLea } from '../youth/reader';

export interface ListLea {
  id: number;
  code: string;
  listStatus: ListStatus;
}

/** Where a row goes, or why it cannot go there. */
export type Placement =
  { lea: ListLea; schoolId: number | null; problem: null } | { lea: null; schoolId: null; problem: { column: string; message: string } };

export interface ListPlaces {
  /** The LEA of a district's upload; null for a statewide file. */
  selected: ListLea | null;
  /** Whether the user may load rows into the LEA's list now: a Verified one only as a state user with collection edit. */
  mayWrite(lea: ListLea): boolean;
  /** Where the row's LEA and school cells put it; read from the cells, so a row with other bad cells is placed too. */
  place(values: Pick<ListRowValues, 'leaCode' | 'schoolCode'>): Placement;
}

/**
 * The LEAs and schools a list file names, read once: a district's upload takes rows of its
 * selected LEA only; a statewide file (collection edit) spreads rows over every LEA the user may
 * write. Rows for a Verified list are refused: it is read-only until a state user sets it back.
 */
export async function loadListPlaces(
  trx: PsosDb,
  actor: Actor,
  { schoolYear, selectedLeaId, leaCodes }: { schoolYear: number; selectedLeaId: number | null; leaCodes: readonly string[] },
): Promise<ListPlaces> {
  const leas = await trx
    .selectFrom('directory.leas as l')
    .leftJoin('student_lists as s', (join) => join.onRef('s.lea_id', '=', 'l.id').on('s.school_year', '=', schoolYear))
    .select(['l.id', 'l.lea_code as code', 's.status as listStatus'])
    .where((eb) => eb.or([eb('l.lea_code', 'in', leaCodes.length ? [...leaCodes] : ['']), eb('l.id', '=', selectedLeaId ?? 0)]))
    .execute();
  const byCode = new Map(leas.map((l) => [l.code, { id: l.id, code: l.code, listStatus: l.listStatus ?? ('NotStarted' as const) }]));
  const selected = selectedLeaId === null ? null : ([...byCode.values()].find((l) => l.id === selectedLeaId) ?? null);
  if (selectedLeaId !== null && !selected) throw notFound('There is no such LEA.');
  const schools = await trx
    .selectFrom('directory.schools')
    .select(['id', 'lea_id', 'external_school_id'])
    .where(
      'lea_id',
      'in',
      [...byCode.values()].map((l) => l.id),
    )
    .execute();
  const schoolOf = new Map(schools.map((s) => [`${s.lea_id}/${s.external_school_id}`, s.id]));
  const statewide = actorCan(actor, [PsosPermissions.CollectionEdit]);
  const refuse = (column: string, message: string): Placement => ({ lea: null, schoolId: null, problem: { column, message } });
  const mayWrite = (lea: ListLea) => lea.listStatus !== 'Verified' || (statewide && actor.allLeas);

  return {
    selected,
    mayWrite,
    place(values) {
      const lea = byCode.get(values.leaCode);
      if (!lea) return refuse('leaCode', M.unknownLea(values.leaCode));
      if (selected && lea.id !== selected.id) return refuse('leaCode', M.notTheSelectedLea(selected.code));
      if (!selected && !(statewide && worksInLea(actor, lea.id))) return refuse('leaCode', M.leaNotWritable);
      if (!mayWrite(lea)) return refuse('leaCode', M.listVerified(lea.code));
      if (values.schoolCode === null) return { lea, schoolId: null, problem: null };
      const schoolId = schoolOf.get(`${lea.id}/${values.schoolCode}`);
      return schoolId === undefined ? refuse('schoolCode', M.unknownSchool(values.schoolCode)) : { lea, schoolId, problem: null };
    },
  };
}
