import { useFormik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Skeleton, Typography } from 'antd';
import {
  COMPETITIVE_OPTIONS,
  COMPETITIVE_SETS,
  DAYS_WORKED_RULES,
  EXCLUSION_REASONS,
  EXIT_REASONS,
  INCOMPLETE_ANSWER_RULES,
  SUBGROUP_SETS,
  WORKPLACES,
  type CollectionRecord,
  type CompetitiveOption,
  type PsosSettings,
  ExclusionReasonLabels,
} from '@portal/shared-contracts/psos';
import {
  applyOutcome,
  CheckboxField,
  CheckboxGroupField,
  FormCard,
  fromFormik,
  httpErrorMessage,
  NumbersOnlyInput,
  RadioGroupField,
  TextField,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { updateCollection } from '../../api/collections';
import { psosKeys } from '../../api/keys';
import { fetchStateSettings, saveStateSettings } from '../../api/settings';
import {
  CompetitiveOptionLabels,
  ExitReasonLabels,
  IncompleteAnswerLabels,
  optionsOf,
  SubgroupSetLabels,
  WorkplaceLabels,
} from '../../components/psos-labels';
import { SettingsTexts as T } from './collection-manager-texts';
import { toFormValues, toSettings, validateSettings, type SettingsFormValues } from './settings-form';

const options = {
  exitReasons: optionsOf(ExitReasonLabels, EXIT_REASONS),
  daysWorked: DAYS_WORKED_RULES.map((rule) => ({ value: rule, label: T.daysWorked[rule] })),
  competitive: optionsOf(CompetitiveOptionLabels, COMPETITIVE_OPTIONS),
  workplaces: optionsOf(WorkplaceLabels, WORKPLACES),
  incomplete: optionsOf(IncompleteAnswerLabels, INCOMPLETE_ANSWER_RULES),
  exclusions: optionsOf(ExclusionReasonLabels, EXCLUSION_REASONS),
  subgroupSets: optionsOf(SubgroupSetLabels, SUBGROUP_SETS),
};

// The service names the threshold by its stored unit; the form shows points.
const toFormErrors = ({ representativenessThresholdHundredths, ...errors }: Record<string, string>) =>
  representativenessThresholdHundredths ? { ...errors, representativenessThreshold: representativenessThresholdHundredths } : errors;

/**
 * The fields of psos.md's settings. `save` given, they are a form; without it (a Closed collection,
 * a reader without collection edit) they show the values, disabled.
 */
function SettingsForm({ settings, save }: { settings: PsosSettings; save: ((settings: PsosSettings) => Promise<unknown>) | null }) {
  const runChange = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const form = useFormik<SettingsFormValues>({
    initialValues: toFormValues(settings),
    enableReinitialize: true,
    validate: validateSettings,
    onSubmit: async (values, helpers) =>
      void applyOutcome(await runChange(() => save!(toSettings(values)), { before: T.saving, success: T.saved }), helpers, toFormErrors),
  });
  const disabled = save === null;
  const bind = <V,>(name: keyof SettingsFormValues) => ({
    label: T.fields[name],
    disabled,
    ...fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name)),
  });
  const fields = (
    <>
      <CheckboxGroupField {...bind<readonly string[]>('includedExitReasons')} required options={options.exitReasons} />
      <NumbersOnlyInput {...bind<string>('ageMin')} required />
      <NumbersOnlyInput {...bind<string>('ageMax')} required />
      <RadioGroupField {...bind<string | null>('daysWorked')} required options={options.daysWorked} />
      <TextField {...bind<string>('minimumWage')} required />
      <RadioGroupField
        {...bind<CompetitiveOption | null>('competitiveOption')}
        required
        vertical
        options={options.competitive}
        // Choosing an option fills its set, which stays editable.
        onChange={(option) => {
          void form.setFieldValue('competitiveOption', option);
          if (option) void form.setFieldValue('competitiveSet', [...COMPETITIVE_SETS[option]]);
        }}
      />
      <CheckboxGroupField {...bind<readonly string[]>('competitiveSet')} required options={options.workplaces} />
      <CheckboxGroupField {...bind<readonly string[]>('notCountingSet')} options={options.workplaces} />
      <RadioGroupField {...bind<string | null>('incompleteAnswers')} required vertical options={options.incomplete} />
      <CheckboxGroupField {...bind<readonly string[]>('targetExclusionReasons')} options={options.exclusions} />
      <TextField {...bind<string>('representativenessThreshold')} required />
      <CheckboxGroupField {...bind<readonly string[]>('subgroupSets')} options={options.subgroupSets} />
      <NumbersOnlyInput {...bind<string>('unreachableAfterAttempts')} required />
      <CheckboxField {...bind<boolean>('publicSuppression')} />
      <NumbersOnlyInput {...bind<string>('suppressionThreshold')} required />
    </>
  );
  return disabled ? (
    <Form layout="vertical" component={false} disabled>
      {fields}
    </Form>
  ) : (
    <FormCard form={form} label={T.save} submitText={T.save}>
      {fields}
    </FormCard>
  );
}

function StateSettings({ canEdit }: { canEdit: boolean }) {
  const settings = useQuery({ queryKey: psosKeys.settings, queryFn: fetchStateSettings });
  if (settings.error) return <Alert type="error" showIcon title={httpErrorMessage(settings.error)} />;
  if (!settings.data) return <Skeleton active />;
  return <SettingsForm settings={settings.data} save={canEdit ? saveStateSettings : null} />;
}

/**
 * The settings the collection is surveyed under: the state's until it opens (copied in then), the
 * collection's own copy while it is Open (changes recorded), read-only once it is Closed.
 */
export function SettingsCard({ collection, canEdit }: { collection: CollectionRecord | null; canEdit: boolean }) {
  const own = collection?.settings ?? null;
  const title = own && collection ? T.collectionTitle(collection.schoolYearLabel) : T.stateTitle;
  const intro = !own ? T.stateIntro : collection?.status === 'Closed' ? T.closedIntro : T.collectionIntro;
  const saveCopy =
    own && collection && collection.status === 'Open' && canEdit
      ? (settings: PsosSettings) =>
          updateCollection(collection.id, {
            windowStart: collection.windowStart,
            windowEnd: collection.windowEnd,
            verificationDueDate: collection.verificationDueDate,
            instrumentVersion: collection.instrumentVersion,
            settings,
          })
      : null;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {title}
        </Typography.Title>
      }
      style={{ marginTop: 24 }}
    >
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      {own ? <SettingsForm settings={own} save={saveCopy} /> : <StateSettings canEdit={canEdit} />}
    </Card>
  );
}
