import {
  SCHOOL_IMPORT_COLUMNS,
  SchoolImportMessages,
  SchoolLimits,
  type SchoolFieldChange,
  type SchoolImportReport,
} from '@portal/shared-contracts/admin';
import type { Actor } from '@portal/service-kit';
import { recordAuditEvent } from '../audit/audit-events';
import type { DirectoryDb } from '../leas/directory-tables';
import type { SchoolFile, SchoolFileRow } from './school-import-file';

interface Addition {
  row: SchoolFileRow;
  leaId: number;
}

interface Change extends Addition {
  schoolId: number;
  changes: SchoolFieldChange[];
}

/** What an import of the file does to the schools as they stand: the report, and the writes behind it. */
export interface ImportPlan {
  report: Omit<SchoolImportReport, 'dryRun'>;
  additions: Addition[];
  changes: Change[];
}

const maxLengths = { externalSchoolId: SchoolLimits.externalSchoolId, name: SchoolLimits.name, leaCode: null } as const;

/** Why a row cannot be imported, read from the row alone. */
function rowProblems(row: SchoolFileRow): string[] {
  const problems = row.fields === row.expectedFields ? [] : [SchoolImportMessages.fieldCount(row.fields, row.expectedFields)];
  for (const column of SCHOOL_IMPORT_COLUMNS) {
    const max = maxLengths[column];
    if (!row.values[column]) problems.push(SchoolImportMessages.missing(column));
    else if (max !== null && row.values[column].length > max) problems.push(SchoolImportMessages.tooLong(column, max));
  }
  return problems;
}

function linesById(rows: readonly SchoolFileRow[]): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    const id = row.values.externalSchoolId;
    if (id) lines.set(id, [...(lines.get(id) ?? []), row.line]);
  }
  return lines;
}

/** Ids per query: well under PostgreSQL's limit of parameters per statement. */
const BATCH = 1000;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) out.push(items.slice(start, start + BATCH));
  return out;
}

const externalIdsOf = (file: SchoolFile) => [...new Set(file.rows.map((r) => r.values.externalSchoolId).filter(Boolean))];

/**
 * The schools the file names, locked until the transaction ends: an edit by hand waits for the
 * import, so what the plan compares against is what gets written over.
 */
async function namedSchools(db: DirectoryDb, file: SchoolFile) {
  const schools = [];
  for (const ids of batches(externalIdsOf(file))) {
    schools.push(
      ...(await db
        .selectFrom('schools')
        .select(['id', 'external_school_id', 'name', 'lea_id'])
        .where('external_school_id', 'in', ids)
        .forUpdate()
        .execute()),
    );
  }
  return schools;
}

/**
 * The LEAs an import of the file writes in: those its rows name, and those the schools it names
 * are in now (a school moved to another LEA leaves one and joins the other).
 */
export async function leasWritten(db: DirectoryDb, file: SchoolFile): Promise<number[]> {
  const codes = [...new Set(file.rows.map((r) => r.values.leaCode).filter(Boolean))];
  const named = codes.length ? await db.selectFrom('leas').select('id').where('lea_code', 'in', codes).execute() : [];
  const current = [];
  for (const ids of batches(externalIdsOf(file))) {
    current.push(...(await db.selectFrom('schools').select('lea_id as id').where('external_school_id', 'in', ids).execute()));
  }
  return [...named, ...current].map((l) => l.id);
}

/**
 * Matches each row of the file to a school by its external school id. A row is refused when it
 * lacks a value, names an unknown LEA code, or shares its id with another row of the file (which
 * of them is right cannot be told, so none is imported); otherwise it adds the school, changes its
 * name or LEA, or finds it already so. Schools the file does not name are left as they are.
 */
export async function planImport(db: DirectoryDb, file: SchoolFile, progress: (done: number) => Promise<void>): Promise<ImportPlan> {
  const [leas, schools] = await Promise.all([db.selectFrom('leas').select(['id', 'lea_code']).execute(), namedSchools(db, file)]);
  const leaIdByCode = new Map(leas.map((l) => [l.lea_code, l.id]));
  const leaCodeById = new Map(leas.map((l) => [l.id, l.lea_code]));
  // A school's LEA is always in the directory (a foreign key), so its code is always found.
  const schoolById = new Map(schools.map((s) => [s.external_school_id, { ...s, lea_code: leaCodeById.get(s.lea_id)! }]));
  const lines = linesById(file.rows);

  const plan: ImportPlan = {
    report: { rows: file.rows.length, added: [], changed: [], unchanged: 0, rejected: [], ignoredColumns: file.ignoredColumns },
    additions: [],
    changes: [],
  };
  for (const [done, row] of file.rows.entries()) {
    await progress(done);
    const { externalSchoolId, name, leaCode } = row.values;
    const reasons = rowProblems(row);
    const leaId = leaIdByCode.get(leaCode);
    if (leaCode && leaId === undefined) reasons.push(SchoolImportMessages.unknownLea(leaCode));
    const sameId = lines.get(externalSchoolId) ?? [];
    if (sameId.length > 1) reasons.push(SchoolImportMessages.duplicateId(externalSchoolId, sameId));
    if (reasons.length || leaId === undefined) {
      plan.report.rejected.push({ line: row.line, externalSchoolId, reasons });
      continue;
    }
    const school = { line: row.line, externalSchoolId, name, leaCode };
    const existing = schoolById.get(externalSchoolId);
    if (!existing) {
      plan.report.added.push(school);
      plan.additions.push({ row, leaId });
      continue;
    }
    const changes: SchoolFieldChange[] = [
      ...(existing.name !== name ? [{ field: 'name' as const, from: existing.name, to: name }] : []),
      ...(existing.lea_code !== leaCode ? [{ field: 'leaCode' as const, from: existing.lea_code, to: leaCode }] : []),
    ];
    if (!changes.length) {
      plan.report.unchanged += 1;
      continue;
    }
    plan.report.changed.push({ ...school, changes });
    plan.changes.push({ row, leaId, schoolId: existing.id, changes });
  }
  return plan;
}

/**
 * Makes the plan's writes, each school's audited as an edit by hand would be, then the import as a
 * whole. Call inside the transaction the plan was made in.
 */
export async function applyImport(trx: DirectoryDb, plan: ImportPlan, actor: Pick<Actor, 'userId' | 'ip'>): Promise<void> {
  const audit = { actorUserId: actor.userId, ip: actor.ip, entityType: 'school' } as const;
  for (const batch of batches(plan.additions)) {
    const inserted = await trx
      .insertInto('schools')
      .values(batch.map(({ row, leaId }) => ({ name: row.values.name, external_school_id: row.values.externalSchoolId, lea_id: leaId })))
      .returning(['id', 'lea_id', 'name', 'external_school_id'])
      .execute();
    const leaCodeById = new Map(batch.map(({ row }) => [row.values.externalSchoolId, row.values.leaCode]));
    for (const school of inserted) {
      const details = {
        source: 'import',
        name: school.name,
        externalSchoolId: school.external_school_id,
        leaCode: leaCodeById.get(school.external_school_id) ?? null,
      };
      await recordAuditEvent(trx, { ...audit, event: 'school-created', entityId: school.id, leaId: school.lea_id, details });
    }
  }
  for (const { row, leaId, schoolId, changes } of plan.changes) {
    await trx
      .updateTable('schools')
      .set({ name: row.values.name, lea_id: leaId, updated_at: new Date() })
      .where('id', '=', schoolId)
      .execute();
    await recordAuditEvent(trx, {
      ...audit,
      event: 'school-updated',
      entityId: schoolId,
      leaId,
      details: {
        source: 'import',
        externalSchoolId: row.values.externalSchoolId,
        ...Object.fromEntries(changes.map((c) => [c.field, [c.from, c.to]])),
      },
    });
  }
  const { rows, added, changed, unchanged, rejected } = plan.report;
  await recordAuditEvent(trx, {
    event: 'schools-imported',
    actorUserId: actor.userId,
    ip: actor.ip,
    details: { rows, added: added.length, changed: changed.length, unchanged, rejected: rejected.length },
  });
}
