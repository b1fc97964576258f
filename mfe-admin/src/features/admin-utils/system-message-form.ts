import { type LeaSummary } from '@portal/shared-contracts';
import { systemMessageErrors, type SystemMessageAudience, type SystemMessageBody } from '@portal/shared-contracts/admin';

export interface SystemMessageFormValues {
  message: string;
  openUrl: string;
  audience: SystemMessageAudience | '';
  permission: string;
  leaId: number | null;
}

export const emptySystemMessage: SystemMessageFormValues = { message: '', openUrl: '', audience: '', permission: '', leaId: null };

/** What the form posts: only the fields its audience needs. */
export function systemMessageBody(values: SystemMessageFormValues): SystemMessageBody {
  return {
    message: values.message.trim(),
    ...(values.openUrl.trim() ? { openUrl: values.openUrl.trim() } : {}),
    ...(values.audience ? { audience: values.audience } : {}),
    ...(values.audience === 'permission' && values.permission ? { permission: values.permission } : {}),
    ...(values.audience === 'lea' && values.leaId !== null ? { leaId: values.leaId } : {}),
  };
}

/** The service's rules, under the form's own field names. */
export function systemMessageFormErrors(values: SystemMessageFormValues): Partial<Record<keyof SystemMessageFormValues, string>> {
  return systemMessageErrors(systemMessageBody(values));
}

/** Who the message goes to, in the confirmation's words: 'everyone', 'the holders of App.localadmin', 'the users of Adams Public Schools'. */
export function audienceDescription(values: SystemMessageFormValues, leas: readonly LeaSummary[]): string {
  if (values.audience === 'permission') return `the holders of ${values.permission}`;
  if (values.audience === 'lea') return `the users of ${leas.find((lea) => lea.id === values.leaId)?.name ?? 'the LEA'}`;
  return 'everyone';
}
