import { useFormik } from 'formik';
import { QUESTION_TYPES, type Question, type QuestionSchema, type QuestionType } from '@portal/shared-contracts/questionnaire';
import {
  CheckboxField,
  CheckboxGroupField,
  FormDialog,
  fromFormik,
  RadioGroupField,
  SelectField,
  TextField,
  useFormDialog,
} from '@portal/shared-contracts/sdk';
import { toFormValues, toQuestion, validateQuestion, type QuestionFormValues, type ShowWhenMode } from './question-form';
import { SurveyManagerTexts as T } from './survey-manager-texts';

interface QuestionDialogProps {
  /** The question edited, or null for a new one at the end. */
  question: Question | null;
  /** The questions asked before it, which its show-when may read. */
  earlier: readonly Question[];
  /** The codes the version's other questions have. */
  otherCodes: readonly string[];
  /** Saves the version with the question; the dialog closes when it went through. */
  save(question: QuestionSchema): Promise<boolean>;
  onClose(): void;
}

const typeOptions = QUESTION_TYPES.map((type) => ({ value: type, label: T.types[type] }));
const modeOptions = (Object.keys(T.showWhenModes) as ShowWhenMode[]).map((mode) => ({ value: mode, label: T.showWhenModes[mode] }));

/** One question of a Draft: code, block, wording in English and Spanish, type, options, required, and when it is asked. */
export function QuestionDialog({ question, earlier, otherCodes, save, onClose }: QuestionDialogProps) {
  const dialog = useFormDialog({ open: true, onClose });
  const form = useFormik<QuestionFormValues>({
    initialValues: toFormValues(question),
    validate: (values) => validateQuestion(values, otherCodes, earlier),
    onSubmit: async (values) => {
      if (await save(toQuestion(values, earlier))) dialog.close();
    },
  });
  const bind = <V,>(name: keyof QuestionFormValues) => ({
    label: T.fields[name as keyof typeof T.fields],
    ...fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name)),
  });
  const { type, showWhenMode, showWhenQuestion } = form.values;
  const choices = type === 'single' || type === 'multiple';
  const askable = earlier.filter((q) => q.type === 'yesNo' || q.type === 'single' || q.type === 'multiple');
  const on = askable.find((q) => q.code === showWhenQuestion);
  const valueOptions = on
    ? on.type === 'yesNo'
      ? [
          { value: 'true', label: T.yes },
          { value: 'false', label: T.no },
        ]
      : on.options.map((option) => ({ value: option.code, label: option.label }))
    : [];
  return (
    <FormDialog dialog={dialog} form={form} title={T.questionTitle(question?.code ?? null)} width={720}>
      <TextField {...bind<string>('code')} required />
      <TextField {...bind<string>('block')} required />
      <TextField {...bind<string>('spanishBlock')} />
      <TextField {...bind<string>('text')} required size="medium" />
      <TextField {...bind<string>('spanishText')} size="medium" />
      <SelectField<QuestionType> {...bind<QuestionType | null>('type')} required options={typeOptions} />
      {choices ? (
        <>
          <TextField {...bind<string>('options')} required size="large" />
          <TextField {...bind<string>('spanishOptions')} size="large" />
        </>
      ) : null}
      {type === 'number' ? (
        <>
          <TextField {...bind<string>('min')} />
          <TextField {...bind<string>('max')} />
        </>
      ) : null}
      <CheckboxField {...bind<boolean>('required')} />
      <RadioGroupField<ShowWhenMode> {...bind<ShowWhenMode | null>('showWhenMode')} required vertical options={modeOptions} />
      {showWhenMode === 'answer' ? (
        <>
          <SelectField<string>
            {...bind<string | null>('showWhenQuestion')}
            required
            options={askable.map((q) => ({ value: q.code, label: `${q.code}: ${q.text}` }))}
            onChange={(code) => {
              void form.setFieldValue('showWhenQuestion', code);
              void form.setFieldValue('showWhenValues', []);
            }}
          />
          {on?.type === 'yesNo' ? (
            <RadioGroupField<string>
              {...bind<string | null>('showWhenValues')}
              required
              value={form.values.showWhenValues[0] ?? null}
              onChange={(value) => void form.setFieldValue('showWhenValues', value === null ? [] : [value])}
              options={valueOptions}
            />
          ) : on ? (
            <CheckboxGroupField<string> {...bind<readonly string[]>('showWhenValues')} required vertical options={valueOptions} />
          ) : null}
        </>
      ) : null}
      {showWhenMode === 'json' ? <TextField {...bind<string>('showWhenJson')} required size="large" /> : null}
    </FormDialog>
  );
}
