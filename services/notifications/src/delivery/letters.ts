import { renderTemplate, type EmailJobData, type LetterJobData } from '@portal/service-kit';
import { activeTemplate } from '../mail-types/mail-type-repository';
import type { NotificationDb } from '../tables';

export interface RenderedLetter {
  mail: EmailJobData;
  templateVersionId: number;
}

/**
 * A letter written now from its type's active template, so a template saved while the mail waited
 * in the queue is the one it goes out with. Undefined when the type has no template.
 */
export async function renderLetter(db: NotificationDb, data: LetterJobData, publicUrl: string): Promise<RenderedLetter | undefined> {
  const template = await activeTemplate(db, data.letter);
  if (!template) return undefined;
  const merge = {
    recipientName: data.toName?.trim() || data.to,
    link: `${publicUrl}${data.openUrl ?? ''}`,
    portalUrl: publicUrl,
    ...data.merge,
  };
  const rendered = renderTemplate(template, merge);
  return {
    mail: { id: data.id, to: data.to, type: data.letter, subject: rendered.subject, text: rendered.text, html: rendered.html },
    templateVersionId: template.versionId,
  };
}
