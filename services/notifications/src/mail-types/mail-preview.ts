import { MailTemplateMessages as M, type MergeData } from '@portal/shared-contracts';
import { type MailPreviewRequest, type RenderedMail } from '@portal/shared-contracts/admin';
import { badRequest, renderTemplate, type MailTemplate } from '@portal/service-kit';
import type { NotificationDb } from '../tables';
import { activeTemplate, draftErrors, withSamples, type StoredMailType } from './mail-type-repository';

export interface ChosenTemplate extends MailTemplate {
  /** True when the caller gave the subject or body, rather than the saved active version. */
  draft: boolean;
}

/** The draft the caller sent (what they leave out taken from the active version), checked as a save is; else the active version. */
export async function chosenTemplate(db: NotificationDb, type: StoredMailType, request: MailPreviewRequest): Promise<ChosenTemplate> {
  const active = await activeTemplate(db, type.code);
  const draft = request.subject !== undefined || request.body !== undefined || request.format !== undefined;
  const subject = request.subject ?? active?.subject ?? '';
  const body = request.body ?? active?.body ?? '';
  const format = request.format ?? active?.format ?? 'text';
  if (!active && !draft) throw badRequest(M.noTemplate(type.code));
  const errors = draftErrors({ subject, body }, type.name, type.fields);
  if (Object.keys(errors).length > 0) throw badRequest(M.refused, errors);
  return { subject, body, format, draft };
}

/** The template rendered with the record's merge data the caller gave, the fields' samples standing in for the rest. */
export function renderPreview(
  type: StoredMailType,
  template: MailTemplate,
  sample: MergeData | undefined,
  publicUrl: string,
): RenderedMail {
  return renderTemplate(template, withSamples(type.fields, { portalUrl: publicUrl, ...sample }));
}
