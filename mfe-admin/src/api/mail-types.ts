import {
  type MailPreviewRequest,
  type MailTemplateDraft,
  type MailTestSent,
  type MailType,
  type MailTypeList,
  type RenderedMail,
} from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** The notifications service's mail types (its own base path, /api/mail-types). */
const MAIL_TYPES_PATH = 'mail-types';
const one = (code: string) => `${MAIL_TYPES_PATH}/${encodeURIComponent(code)}`;

export function fetchMailTypes(): Promise<MailTypeList> {
  return http.get(MAIL_TYPES_PATH).json<MailTypeList>();
}

export function fetchMailType(code: string): Promise<MailType> {
  return http.get(one(code)).json<MailType>();
}

/** Saves a new version; not retried, as a retry after a lost answer would save a second one. */
export function saveTemplateVersion(code: string, draft: MailTemplateDraft): Promise<MailType> {
  return http.post(`${one(code)}/versions`, { json: draft, retry: 0 }).json<MailType>();
}

export function previewTemplate(code: string, request: MailPreviewRequest): Promise<RenderedMail> {
  return http.post(`${one(code)}/preview`, { json: request }).json<RenderedMail>();
}

/** Not retried: a retry after a lost answer would mail the caller twice. */
export function sendTestMail(code: string, request: MailPreviewRequest): Promise<MailTestSent> {
  return http.post(`${one(code)}/test-send`, { json: request, retry: 0 }).json<MailTestSent>();
}
