import { useFormik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Alert, Collapse, Skeleton, Typography } from 'antd';
import { AGE_EXPECTED_WITH_NO, SAME_RATING_WITH_NO, type EcoSettings } from '@portal/shared-contracts/eco';
import {
  applyOutcome,
  FormCard,
  fromFormik,
  httpErrorMessage,
  NumbersOnlyInput,
  SelectField,
  TextField,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { ecoKeys } from '../../api/keys';
import { fetchEcoSettings, saveEcoSettings } from '../../api/settings';
import { toEcoSettings, toFormValues, validateEcoSettings, type EcoSettingsFormValues } from './settings-form';
import { EcoSettingsTexts as T } from './settings-texts';

const ageExpectedOptions = AGE_EXPECTED_WITH_NO.map((value) => ({ value, label: T.ageExpectedWithNo[value] }));
const sameRatingOptions = SAME_RATING_WITH_NO.map((value) => ({ value, label: T.sameRatingWithNo[value] }));

function EcoSettingsForm({ settings }: { settings: EcoSettings }) {
  // The settings change categories, the report's figures and the forms' rules alike; a refused save keeps the form as typed.
  const runChange = useRefreshingTask(ecoKeys.all, { afterFailure: false });
  const form = useFormik<EcoSettingsFormValues>({
    initialValues: toFormValues(settings),
    enableReinitialize: true,
    validate: validateEcoSettings,
    onSubmit: async (values, helpers) =>
      void applyOutcome(await runChange(() => saveEcoSettings(toEcoSettings(values)), { before: T.saving, success: T.saved }), helpers),
  });
  const bind = <V,>(name: keyof EcoSettingsFormValues) => ({
    label: T.fields[name],
    required: true,
    ...fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name)),
  });

  return (
    <FormCard form={form} label={T.title} submitText={T.save}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <TextField {...bind<string>('progressQuestion')} />
      {/* Required, so never cleared to null. */}
      <SelectField options={ageExpectedOptions} {...bind<EcoSettings['ageExpectedWithNo'] | null>('ageExpectedWithNo')} />
      <SelectField options={sameRatingOptions} {...bind<EcoSettings['sameRatingWithNo'] | null>('sameRatingWithNo')} />
      <NumbersOnlyInput {...bind<string>('minimumDaysInProgram')} />
      <NumbersOnlyInput {...bind<string>('smallCellSize')} />
      <NumbersOnlyInput {...bind<string>('entryWindowDays')} />
    </FormCard>
  );
}

function EcoSettingsPanel() {
  const settings = useQuery({ queryKey: ecoKeys.settings, queryFn: fetchEcoSettings });
  if (settings.error) return <Alert type="error" showIcon title={httpErrorMessage(settings.error)} />;
  return settings.data ? <EcoSettingsForm settings={settings.data} /> : <Skeleton active />;
}

/** The state's ECO settings for a state administrator, folded away until opened (and read only then). */
export function EcoSettingsCard() {
  return <Collapse style={{ marginTop: 24 }} items={[{ key: 'settings', label: T.title, children: <EcoSettingsPanel /> }]} />;
}
