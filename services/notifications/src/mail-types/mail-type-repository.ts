import {
  commonMergeFields,
  FieldMessages,
  isMergeFieldName,
  mailTypeAccess,
  MailTemplateCaptions as C,
  MailTemplateMessages as M,
  templateError,
  type MailTypeApplication,
  type MergeData,
} from '@portal/shared-contracts';
import {
  type MailTemplateDraft,
  type MailType,
  type MailTypeCreate,
  type MailTypeSummary,
  type MergeField,
  type TemplateFormat,
} from '@portal/shared-contracts/admin';
import { actorCan, badRequest, conflict, forbidden, notFound, type Actor } from '@portal/service-kit';
import type { NotificationDb } from '../tables';

/** The applications whose mail types the actor may see, or create when `create`. */
export function applicationsFor(actor: Pick<Actor, 'permissions'>, create = false): MailTypeApplication[] {
  return (Object.keys(mailTypeAccess) as MailTypeApplication[]).filter((application) => {
    const access = mailTypeAccess[application];
    return actorCan(actor, create ? access.create : [...access.view, ...access.create]);
  });
}

const versionsOf = (db: NotificationDb) =>
  db
    .selectFrom('mail_template_versions')
    .select(['id', 'mail_type_id', 'version', 'subject', 'body', 'format', 'created_at', 'created_by_name']);

/** The newest version of each type: the one sent. */
const activeVersions = (db: NotificationDb) =>
  db
    .selectFrom('mail_template_versions')
    .distinctOn('mail_type_id')
    .select(['mail_type_id', 'id', 'version', 'subject', 'body', 'format', 'created_at'])
    .orderBy('mail_type_id')
    .orderBy('version', 'desc');

export async function listMailTypes(db: NotificationDb, applications: readonly string[]): Promise<MailTypeSummary[]> {
  if (applications.length === 0) return [];
  const rows = await db
    .selectFrom('mail_types as t')
    .leftJoin(activeVersions(db).as('v'), 'v.mail_type_id', 't.id')
    .select(['t.code', 't.application', 't.name', 't.description', 'v.version', 'v.created_at'])
    .where('t.application', 'in', applications)
    .orderBy('t.application')
    .orderBy('t.name')
    .execute();
  return rows.map((r) => ({
    code: r.code,
    application: r.application,
    name: r.name,
    description: r.description,
    activeVersion: r.version,
    updatedAt: r.created_at ? r.created_at.toISOString() : null,
  }));
}

export interface StoredMailType {
  id: number;
  code: string;
  application: string;
  name: string;
  description: string;
  fields: MergeField[];
}

export async function findMailType(db: NotificationDb, code: string): Promise<StoredMailType | undefined> {
  return db
    .selectFrom('mail_types')
    .select(['id', 'code', 'application', 'name', 'description', 'fields'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The type as the actor may see it, else 404 (a type of another application is not theirs to know of). */
export async function visibleMailType(db: NotificationDb, actor: Actor, code: string, create = false): Promise<StoredMailType> {
  const type = await findMailType(db, code);
  if (!type || !(applicationsFor(actor) as string[]).includes(type.application)) throw notFound(M.notFound);
  // Seen but not theirs to change: they know it exists, so they are told why.
  if (create && !(applicationsFor(actor, true) as string[]).includes(type.application)) throw forbidden();
  return type;
}

export async function readMailType(db: NotificationDb, type: StoredMailType): Promise<MailType> {
  const versions = await versionsOf(db).where('mail_type_id', '=', type.id).orderBy('version', 'desc').execute();
  return {
    code: type.code,
    application: type.application,
    name: type.name,
    description: type.description,
    activeVersion: versions[0]?.version ?? null,
    updatedAt: versions[0]?.created_at.toISOString() ?? null,
    fields: type.fields,
    versions: versions.map((v, i) => ({
      id: v.id,
      version: v.version,
      subject: v.subject,
      body: v.body,
      format: v.format,
      createdAt: v.created_at.toISOString(),
      createdBy: v.created_by_name,
      active: i === 0,
    })),
  };
}

/** The fields a template of this type may use, by name. */
export const fieldNames = (fields: readonly MergeField[]): string[] => fields.map((f) => f.name);

/** Field errors of a subject and body under the captions the form shows. */
export function draftErrors(
  draft: Pick<MailTemplateDraft, 'subject' | 'body'>,
  typeName: string,
  fields: readonly MergeField[],
): Record<string, string> {
  const names = fieldNames(fields);
  const errors: Record<string, string> = {};
  if (!draft.subject.trim()) errors[C.subject] = FieldMessages.required;
  else {
    const fault = templateError(draft.subject, typeName, names);
    if (fault) errors[C.subject] = fault;
  }
  if (!draft.body.trim()) errors[C.body] = FieldMessages.required;
  else {
    const fault = templateError(draft.body, typeName, names);
    if (fault) errors[C.body] = fault;
  }
  return errors;
}

/** A new version, numbered after the newest; the type row is locked so two saves at once number in turn. */
export async function addVersion(trx: NotificationDb, actor: Actor, type: StoredMailType, draft: MailTemplateDraft): Promise<number> {
  const errors = draftErrors(draft, type.name, type.fields);
  if (Object.keys(errors).length > 0) throw badRequest(M.refused, errors);
  await trx.selectFrom('mail_types').select('id').where('id', '=', type.id).forUpdate().execute();
  const newest = await trx
    .selectFrom('mail_template_versions')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('mail_type_id', '=', type.id)
    .executeTakeFirst();
  const version = Number(newest?.v ?? 0) + 1;
  await trx
    .insertInto('mail_template_versions')
    .values({
      mail_type_id: type.id,
      version,
      subject: draft.subject,
      body: draft.body,
      format: draft.format ?? 'text',
      created_by: actor.userId,
      created_by_name: actor.userName,
    })
    .execute();
  return version;
}

const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The type's own fields with the common ones added, or field errors. */
function fieldsOf(given: readonly MergeField[]): { fields: MergeField[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const f of given) {
    if (!isMergeFieldName(f.name)) errors[C.fields] ??= `"${f.name}": ${M.fieldName}`;
    else if (seen.has(f.name) || commonMergeFields.some((c) => c.name === f.name)) errors[C.fields] ??= M.duplicateField(f.name);
    seen.add(f.name);
  }
  return { fields: [...given.map((f) => ({ name: f.name, description: f.description, sample: f.sample })), ...commonMergeFields], errors };
}

export async function createMailType(trx: NotificationDb, actor: Actor, input: MailTypeCreate): Promise<StoredMailType> {
  const application = input.application as MailTypeApplication;
  const errors: Record<string, string> = {};
  const suffix = input.code.startsWith(`${input.application}.`) ? input.code.slice(input.application.length + 1) : null;
  if (!input.code.trim()) errors[C.code] = FieldMessages.required;
  else if (suffix === null || !CODE.test(suffix)) errors[C.code] = M.codeFormat(input.application);
  if (!input.name.trim()) errors[C.name] = FieldMessages.required;
  const { fields, errors: fieldErrors } = fieldsOf(input.fields);
  Object.assign(errors, fieldErrors, draftErrors(input, input.name.trim() || input.code, fields));
  if (Object.keys(errors).length > 0) throw badRequest(M.refused, errors);
  if (await findMailType(trx, input.code)) throw conflict(M.exists(input.code), { [C.code]: M.exists(input.code) });
  const row = await trx
    .insertInto('mail_types')
    .values({
      code: input.code,
      application,
      name: input.name.trim(),
      description: input.description?.trim() ?? '',
      fields: JSON.stringify(fields),
      created_by: actor.userId,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw conflict(M.exists(input.code), { [C.code]: M.exists(input.code) });
  const type = { id: row.id, code: input.code, application, name: input.name.trim(), description: input.description?.trim() ?? '', fields };
  await addVersion(trx, actor, type, input);
  return type;
}

export interface ActiveTemplate {
  versionId: number;
  version: number;
  subject: string;
  body: string;
  format: TemplateFormat;
  fields: MergeField[];
}

/** The version a mail of this type is sent with now, or undefined when the type has none. */
export async function activeTemplate(db: NotificationDb, code: string): Promise<ActiveTemplate | undefined> {
  const row = await db
    .selectFrom('mail_types as t')
    .innerJoin('mail_template_versions as v', 'v.mail_type_id', 't.id')
    .select(['v.id', 'v.version', 'v.subject', 'v.body', 'v.format', 't.fields'])
    .where('t.code', '=', code)
    .orderBy('v.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { versionId: row.id, version: row.version, subject: row.subject, body: row.body, format: row.format, fields: row.fields };
}

/** The fields' samples, with the values given over them. */
export const withSamples = (fields: readonly MergeField[], given: MergeData = {}): MergeData => ({
  ...Object.fromEntries(fields.map((f) => [f.name, f.sample])),
  ...given,
});
