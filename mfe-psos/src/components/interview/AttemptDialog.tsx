import { useFormik } from 'formik';
import { Typography } from 'antd';
import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import {
  CONTACT_MODES,
  CONTACT_OUTCOMES,
  type ContactMode,
  type ContactOutcome,
  type YouthListItem,
  ContactOutcomeLabels,
} from '@portal/shared-contracts/psos';
import {
  DateTimePicker,
  FormDialog,
  fromFormik,
  SelectField,
  TextField,
  useFormDialog,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { psosKeys } from '../../api/keys';
import { addAttempt } from '../../api/youth';
import { ContactModeLabels, optionsOf } from '../psos-labels';
import { youthName } from '../youth-columns';
import { InterviewTexts as T } from './interview-texts';

interface AttemptFormValues {
  attemptedAt: Date | null;
  mode: ContactMode | null;
  outcome: ContactOutcome | null;
  contactUsed: string;
  note: string;
}

function validate(values: AttemptFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.attemptedAt) errors.attemptedAt = FieldMessages.required;
  else if (values.attemptedAt.getTime() > Date.now()) errors.attemptedAt = T.noFuture;
  if (!values.mode) errors.mode = FieldMessages.required;
  if (!values.outcome) errors.outcome = FieldMessages.required;
  return errors;
}

/** One contact attempt (psos.md, "Contact attempts"): when, how, with what outcome, the number or address used, a note. */
export function AttemptDialog({
  youth,
  contact,
  onClose,
}: {
  youth: Pick<YouthListItem, 'id' | 'firstName' | 'lastName'>;
  /** The number or address tried first, where known. */
  contact: string | null;
  onClose(): void;
}) {
  const dialog = useFormDialog({ open: true, onClose });
  const runTask = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const form = useFormik<AttemptFormValues>({
    initialValues: { attemptedAt: new Date(), mode: 'PHONE', outcome: null, contactUsed: contact ?? '', note: '' },
    validate,
    onSubmit: async (values, helpers) =>
      dialog.settle(
        await runTask(
          () =>
            addAttempt(youth.id, {
              attemptedAt: values.attemptedAt!.toISOString(),
              mode: values.mode!,
              outcome: values.outcome!,
              contactUsed: values.contactUsed.trim() || null,
              note: values.note.trim() || null,
            }),
          { success: T.attemptLogged },
        ),
        helpers,
      ),
  });
  const bind = <V,>(name: keyof AttemptFormValues) => ({
    label: T.attemptFields[name],
    ...fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name)),
  });
  return (
    <FormDialog dialog={dialog} form={form} title={T.attemptTitle(youthName(youth))}>
      <DateTimePicker {...bind<Date | null>('attemptedAt')} required />
      <SelectField<ContactMode> {...bind<ContactMode | null>('mode')} required options={optionsOf(ContactModeLabels, CONTACT_MODES)} />
      {/* COMPLETED is added when a classifiable interview is saved, not logged by hand. */}
      <SelectField<ContactOutcome>
        {...bind<ContactOutcome | null>('outcome')}
        required
        options={optionsOf(
          ContactOutcomeLabels,
          CONTACT_OUTCOMES.filter((outcome) => outcome !== 'COMPLETED'),
        )}
      />
      {form.values.outcome?.startsWith('REPORTED_') ? <Typography.Paragraph type="secondary">{T.reportedNote}</Typography.Paragraph> : null}
      <TextField {...bind<string>('contactUsed')} />
      <TextField {...bind<string>('note')} size="medium" />
    </FormDialog>
  );
}
