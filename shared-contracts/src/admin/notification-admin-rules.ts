import { Frequency, TEXT_MAX_LENGTH } from '../constants';
import { FieldMessages, maxLengthMessage } from '../field-messages';
import {
  type EventTypeCaptions,
  EventTypeMessages,
  type SystemMessageCaptions,
  SystemMessageTexts,
  type TestMailCaptions,
} from './notification-admin-messages';
import { permissionCatalogue } from '../permissions';
import type { NotificationEventTypeUpdate, SystemMessageBody, TestEmailBody } from './notification-admin-schemas';

// Plain functions, like the password policy: the admin pages' forms run these and the notifications
// service runs the same ones, so a form never accepts what the service refuses. Errors are keyed by
// field; the service answers them under the field's caption (`withCaptions`).

export type EventTypeField = keyof typeof EventTypeCaptions;
export type SystemMessageField = keyof typeof SystemMessageCaptions;
export type TestMailField = keyof typeof TestMailCaptions;

function textError(value: string, maxLength: number, required = true): string | undefined {
  const text = value.trim();
  if (!text) return required ? FieldMessages.required : undefined;
  return text.length > maxLength ? maxLengthMessage(maxLength) : undefined;
}

const inCatalogue = (permission: string | undefined) => permissionCatalogue.some((p) => p.value === permission);

/** Field errors under the captions the page shows its fields with ("caption: message", spec 8). */
export function withCaptions<Field extends string>(
  errors: Partial<Record<Field, string>>,
  captions: Record<Field, string>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [captions[field as Field], message as string]));
}

/** The Manage Notification Events dialog's rules. */
export function eventTypeErrors(type: NotificationEventTypeUpdate): Partial<Record<EventTypeField, string>> {
  const errors: Partial<Record<EventTypeField, string>> = {};
  const name = textError(type.name, TEXT_MAX_LENGTH.small);
  if (name) errors.name = name;
  const description = textError(type.description, TEXT_MAX_LENGTH.large);
  if (description) errors.description = description;
  if (!type.supportsEmail && !type.supportsInApp) errors.channels = EventTypeMessages.noChannel;
  if (type.supportedFrequencies.length === 0) errors.supportedFrequencies = EventTypeMessages.noFrequency;
  else if (type.hasSpecificDate && type.supportedFrequencies.some((f) => f !== Frequency.Immediately))
    errors.supportedFrequencies = EventTypeMessages.specificDateImmediately;
  if (!inCatalogue(type.audiencePermission)) errors.audiencePermission = FieldMessages.selectFromList;
  return errors;
}

// The HTML form's address check (WHATWG), as yup's email() has it: a relay on a bare host name
// ('ops@mailhost') is something an administrator may well want to test.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Admin Utilities' test e-mail: one address. */
export function testMailErrors(body: TestEmailBody): Partial<Record<TestMailField, string>> {
  const to = body.to.trim();
  if (!to) return { to: FieldMessages.required };
  return EMAIL.test(to) ? {} : { to: FieldMessages.email };
}

/** A link the Messages widget opens: a path of the portal, never another site. */
const PORTAL_PATH = /^\/(?![/\\])/;

/** Admin Utilities' system message: its text, an optional portal link, and who it goes to. */
export function systemMessageErrors(body: SystemMessageBody): Partial<Record<SystemMessageField, string>> {
  const errors: Partial<Record<SystemMessageField, string>> = {};
  const message = textError(body.message, TEXT_MAX_LENGTH.large);
  if (message) errors.message = message;
  if (body.openUrl && !PORTAL_PATH.test(body.openUrl)) errors.openUrl = FieldMessages.incorrectFormat;
  if (body.userIds) {
    if (body.audience) errors.audience = SystemMessageTexts.usersOrAudience;
    return errors;
  }
  if (!body.audience) errors.audience = FieldMessages.required;
  else if (body.audience === 'permission' && !inCatalogue(body.permission))
    errors.permission = body.permission ? FieldMessages.selectFromList : FieldMessages.required;
  else if (body.audience === 'lea' && !body.leaId) errors.leaId = FieldMessages.required;
  return errors;
}
