import { useState } from 'react';
import { useFormik } from 'formik';
import { Radio, Select, Typography } from 'antd';
import { SystemMessageCaptions, SystemMessageTexts, type SystemMessageAudience } from '@portal/shared-contracts/admin';
import { FieldFrame, FormCard, fromFormik, TextField, useConfirm, useSession, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import { permissionOptions } from '../../components/permission-options';
import { postSystemMessage } from '../../api/notifications';
import { AdminUtilsTexts as T, AudienceLabels } from './admin-utils-texts';
import {
  audienceDescription,
  emptySystemMessage,
  systemMessageBody,
  systemMessageFormErrors,
  type SystemMessageFormValues,
} from './system-message-form';

const audiences = (Object.keys(AudienceLabels) as SystemMessageAudience[]).map((value) => ({ value, label: AudienceLabels[value] }));

/** A message to users' Messages widgets: everyone, the holders of a permission, or an LEA's users. */
export function SystemMessageCard() {
  const confirm = useConfirm();
  const runTask = useTaskSnackbar();
  const leas = useSession((s) => s.leas);
  const [delivered, setDelivered] = useState<number | null>(null);
  const form = useFormik<SystemMessageFormValues>({
    initialValues: emptySystemMessage,
    validate: systemMessageFormErrors,
    onSubmit: async (values, helpers) => {
      if (!(await confirm({ title: T.postConfirm(audienceDescription(values, leas)), okLabel: T.post, width: 450 }))) return;
      const outcome = await runTask(() => postSystemMessage(systemMessageBody(values)), { before: T.posting, success: T.postDone });
      if (!outcome.ok) return;
      setDelivered(outcome.value.delivered);
      helpers.resetForm();
    },
  });
  const meta = (name: keyof SystemMessageFormValues) => form.getFieldMeta(name);
  const text = (name: 'message' | 'openUrl') => fromFormik<string>(form.getFieldProps(name), meta(name), form.getFieldHelpers(name));
  const error = (name: keyof SystemMessageFormValues) => (meta(name).touched ? meta(name).error : undefined);

  return (
    <FormCard
      form={form}
      title={T.messageTitle}
      submitText={T.post}
      after={
        <div role="status">
          {delivered !== null ? (
            <Typography.Paragraph style={{ marginTop: 16 }}>{SystemMessageTexts.posted(delivered)}</Typography.Paragraph>
          ) : null}
        </div>
      }
    >
      <Typography.Paragraph>{T.messageIntro}</Typography.Paragraph>
      <TextField label={SystemMessageCaptions.message} required size="large" {...text('message')} />
      <TextField label={SystemMessageCaptions.openUrl} {...text('openUrl')} />
      <Typography.Paragraph type="secondary" style={{ marginTop: -16 }}>
        {T.openUrlHelp}
      </Typography.Paragraph>
      <FieldFrame label={SystemMessageCaptions.audience} required error={error('audience')}>
        {(aria) => (
          <Radio.Group
            id={aria.id}
            aria-describedby={aria['aria-describedby']}
            options={audiences}
            value={form.values.audience}
            onChange={(event) => void form.setFieldValue('audience', event.target.value as SystemMessageAudience)}
          />
        )}
      </FieldFrame>
      {form.values.audience === 'permission' ? (
        <FieldFrame label={SystemMessageCaptions.permission} required error={error('permission')}>
          {(aria) => (
            <Select<string>
              {...aria}
              showSearch
              options={permissionOptions}
              value={form.values.permission || undefined}
              onChange={(value) => void form.setFieldValue('permission', value)}
              onBlur={() => void form.setFieldTouched('permission')}
            />
          )}
        </FieldFrame>
      ) : null}
      {form.values.audience === 'lea' ? (
        <FieldFrame label={SystemMessageCaptions.leaId} required error={error('leaId')}>
          {(aria) => (
            <Select<number>
              {...aria}
              showSearch
              optionFilterProp="label"
              options={leas.map((lea) => ({ value: lea.id, label: lea.name }))}
              value={form.values.leaId ?? undefined}
              onChange={(value) => void form.setFieldValue('leaId', value)}
              onBlur={() => void form.setFieldTouched('leaId')}
            />
          )}
        </FieldFrame>
      ) : null}
    </FormCard>
  );
}
