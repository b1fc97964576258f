import { useFormik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import { PsosMessages, type CollectionRecord } from '@portal/shared-contracts/psos';
import { DayPicker, FormDialog, fromFormik, SelectField, useFormDialog, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { createCollection, updateCollection } from '../../api/collections';
import { fetchInstrumentVersions } from '../../api/instrument';
import { psosKeys } from '../../api/keys';
import { CollectionManagerTexts as T } from './collection-manager-texts';

interface CollectionFormValues {
  windowStart: string | null;
  windowEnd: string | null;
  verificationDueDate: string | null;
  instrumentVersion: number | null;
}

function validate(values: CollectionFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.windowStart) errors.windowStart = FieldMessages.required;
  if (!values.windowEnd) errors.windowEnd = FieldMessages.required;
  else if (values.windowStart && values.windowStart > values.windowEnd) errors.windowEnd = PsosMessages.windowOrder;
  return errors;
}

/** psos.md's default window: 1 June to 30 September of the calendar year after the school year ends. */
const defaultWindow = (schoolYear: number) => ({ windowStart: `${schoolYear + 1}-06-01`, windowEnd: `${schoolYear + 1}-09-30` });

/**
 * A year's collection made (`schoolYear`, as a Draft) or edited (`collection`): the interview
 * window, the date lists are due verified, and the survey version, which a recorded interview fixes.
 */
export function CollectionDialog({
  collection,
  schoolYear,
  yearLabel,
  onClose,
}: {
  collection: CollectionRecord | null;
  schoolYear: number;
  yearLabel: string;
  onClose(): void;
}) {
  const dialog = useFormDialog({ open: true, onClose });
  const runTask = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const versions = useQuery({ queryKey: psosKeys.instrumentVersions, queryFn: fetchInstrumentVersions });
  const form = useFormik<CollectionFormValues>({
    initialValues: collection
      ? {
          windowStart: collection.windowStart,
          windowEnd: collection.windowEnd,
          verificationDueDate: collection.verificationDueDate,
          instrumentVersion: collection.instrumentVersion,
        }
      : { ...defaultWindow(schoolYear), verificationDueDate: null, instrumentVersion: null },
    validate,
    onSubmit: async (values, helpers) => {
      const window = { windowStart: values.windowStart!, windowEnd: values.windowEnd! };
      const save = () =>
        collection
          ? updateCollection(collection.id, {
              ...window,
              verificationDueDate: values.verificationDueDate,
              instrumentVersion: values.instrumentVersion,
              settings: collection.settings,
            })
          : createCollection({
              schoolYear,
              ...window,
              verificationDueDate: values.verificationDueDate,
              instrumentVersion: values.instrumentVersion,
            });
      dialog.settle(await runTask(save, { success: collection ? T.saved : T.created }), helpers);
    },
  });
  const bind = <V,>(name: keyof CollectionFormValues) => ({
    label: T.fields[name],
    ...fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name)),
  });
  // Only a published version is given to a collection; the one it has stays listed whatever its status.
  const versionOptions = (versions.data ?? [])
    .filter((v) => v.status === 'Published' || v.version === collection?.instrumentVersion)
    .map((v) => ({ value: v.version, label: T.versionOption(v.version) }));
  const locked = collection?.hasInterviews ?? false;
  return (
    <FormDialog dialog={dialog} form={form} title={collection ? T.editTitle(yearLabel) : T.create(yearLabel)}>
      <DayPicker {...bind<string | null>('windowStart')} required />
      <DayPicker {...bind<string | null>('windowEnd')} required />
      <DayPicker {...bind<string | null>('verificationDueDate')} />
      <SelectField<number>
        {...bind<number | null>('instrumentVersion')}
        options={versionOptions}
        loading={versions.isPending}
        disabled={locked}
      />
      {locked ? <Typography.Paragraph type="secondary">{T.versionLocked}</Typography.Paragraph> : null}
    </FormDialog>
  );
}
