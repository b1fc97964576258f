import { DisputePermissions } from './dispute/permissions';
import { NotificationEventTypes } from './notification-event-types';
import type { Permission } from './permissions';
import { RestraintPermissions } from './restraint/permissions';

/**
 * Mail types and their versioned templates (letters): what the notifications service keeps and its
 * worker renders when it sends. The parsing rules here are the ones the form and the service share.
 */

/**
 * The mail types the applications send, by code. A type whose code is also an event type's is the
 * mail that event's subscribers receive; the others are letters a service sends to whom it names.
 */
export const MailTypeCodes = {
  RestraintViolationNotice: 'restraint.violation-notice',
  RestraintPlanApproved: 'restraint.plan-approved',
  RestraintRevisionsRequired: 'restraint.revisions-required',
  RestraintPlanVerified: 'restraint.plan-verified',
  RestraintCapDeadlineWarning: NotificationEventTypes.RestraintCapDeadlineWarning,
  RestraintCapDeadlineMissed: NotificationEventTypes.RestraintCapDeadlineMissed,
  RestraintViolationCreated: NotificationEventTypes.RestraintViolationCreated,
} as const;

/** A value a producer merges into a letter. */
export type MergeValue = string | number | boolean | null;
export type MergeData = Record<string, MergeValue>;

/** The applications that own mail types, with the permissions that view them and that create types and versions. */
export const mailTypeAccess = {
  restraint: { view: [RestraintPermissions.EmailTemplatesView], create: [RestraintPermissions.MailTypeCreate] },
  dispute: { view: [DisputePermissions.EmailTemplatesManage], create: [DisputePermissions.EmailTemplatesManage] },
} as const satisfies Record<string, { view: readonly string[]; create: readonly string[] }>;
export type MailTypeApplication = keyof typeof mailTypeAccess;
export const mailTypeApplications = Object.keys(mailTypeAccess) as MailTypeApplication[];

/** Every permission that views some application's mail types, and every one that creates them: the routes' access. */
export const mailTypeViewPermissions: Permission[] = [...new Set(Object.values(mailTypeAccess).flatMap((a) => [...a.view, ...a.create]))];
export const mailTypeCreatePermissions: Permission[] = [...new Set(Object.values(mailTypeAccess).flatMap((a) => a.create))];

/**
 * The fields the worker fills in for every mail, whatever its type: a producer need not supply
 * them, and every mail type lists them among its own.
 */
export const commonMergeFields = [
  {
    name: 'recipientName',
    description: 'The name of the person the mail is sent to (their address when no name is known).',
    sample: 'Jordan Rivera',
  },
  {
    name: 'link',
    description: 'The address of the record in the portal (the portal itself when the mail names no record).',
    sample: 'https://portal.example.org/restraint-aversive-intervention/incidents/1',
  },
  { name: 'portalUrl', description: 'The address of the portal.', sample: 'https://portal.example.org' },
] as const;

export const MailTemplateMessages = {
  refused: 'The template was not saved. Correct the fields marked.',
  notFound: 'Mail type not found.',
  exists: (code: string) => `A mail type with code "${code}" already exists.`,
  unknownField: (field: string, typeName: string, known: readonly string[]) =>
    `Unknown merge field {{${field}}}: "${typeName}" has no field "${field}". Use one of: ${known.join(', ')}.`,
  badField: (written: string) =>
    `{{${written}}} is not a merge field: write a field name of letters and digits between double braces, e.g. {{incidentNumber}}.`,
  unclosed: 'A merge field is not closed: every {{ needs its }}.',
  codeFormat: (application: string) =>
    `Use lowercase letters, digits and dashes after "${application}.", e.g. ${application}.violation-notice.`,
  fieldName: 'Use letters and digits, starting with a letter, e.g. incidentNumber.',
  duplicateField: (name: string) => `The field "${name}" is listed twice.`,
  noTemplate: (code: string) => `Mail type "${code}" has no template to send.`,
  testSent: 'The test mail is queued for your own address.',
  noAddress: 'Your account has no e-mail address to send the test to.',
} as const;

/** The captions the service's field errors use, as the form shows them. */
export const MailTemplateCaptions = {
  code: 'Code',
  name: 'Name',
  subject: 'Subject',
  body: 'Body',
  fields: 'Merge fields',
} as const;

export type TemplatePart = { text: string } | { field: string };

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
export const isMergeFieldName = (name: string): boolean => FIELD_NAME.test(name);

/** The template split into literal text and merge fields, or the first fault as a sentence. */
export function parseTemplate(template: string): { parts: TemplatePart[] } | { error: string } {
  const parts: TemplatePart[] = [];
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{{', at);
    if (open < 0) break;
    const close = template.indexOf('}}', open + 2);
    if (close < 0) return { error: MailTemplateMessages.unclosed };
    const written = template.slice(open + 2, close);
    const name = written.trim();
    if (!FIELD_NAME.test(name)) return { error: MailTemplateMessages.badField(written) };
    if (open > at) parts.push({ text: template.slice(at, open) });
    parts.push({ field: name });
    at = close + 2;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return { parts };
}

/** What is wrong with a subject or body for a type with these fields, or null when it may be saved. */
export function templateError(template: string, typeName: string, fields: readonly string[]): string | null {
  const parsed = parseTemplate(template);
  if ('error' in parsed) return parsed.error;
  const unknown = parsed.parts.find((p): p is { field: string } => 'field' in p && !fields.includes(p.field));
  return unknown ? MailTemplateMessages.unknownField(unknown.field, typeName, fields) : null;
}
