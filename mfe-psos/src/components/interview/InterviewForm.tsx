import { useState } from 'react';
import { useFormik } from 'formik';
import dayjs from 'dayjs';
import { Alert, Form, Typography } from 'antd';
import { FieldMessages, TextBlockCodes } from '@portal/shared-contracts';
import {
  classifyInterview,
  instrumentParams,
  PsosMessages,
  RESPONDENTS,
  STAFF_INTERVIEW_MODES,
  type CollectionRecord,
  type InterviewMode,
  type InterviewRecord,
  type InterviewSave,
  type Respondent,
  type YouthRecord,
  CategoryLabels,
} from '@portal/shared-contracts/psos';
import { answerErrors, missingRequired, type AnswerValue, type QuestionnaireDefinition } from '@portal/shared-contracts/questionnaire';
import {
  applyOutcome,
  DayPicker,
  FormCard,
  formatDay,
  fromFormik,
  ISO_DAY,
  QuestionnaireFields,
  RadioGroupField,
  SelectField,
  TextBlock,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { psosKeys } from '../../api/keys';
import { saveInterview } from '../../api/youth';
import { InterviewModeLabels, optionsOf, RespondentLabels } from '../psos-labels';
import { InterviewTexts as T } from './interview-texts';

/** The question that records who answered (version 1's RESP), kept as the interview's respondent. */
const RESPONDENT_QUESTION = 'RESP';

interface InterviewFormValues {
  mode: InterviewMode | null;
  interviewDate: string | null;
  respondent: Respondent | null;
  answers: Record<string, AnswerValue>;
}

type InterviewFormErrors = Partial<Record<'mode' | 'interviewDate' | 'respondent', string>> & { answers?: Record<string, string> };

/** The service's field errors, keyed by question code or `answers.<code>`, on the questions they name. */
function toFormErrors(definition: QuestionnaireDefinition) {
  const codes = new Set(definition.questions.map((q) => q.code));
  return (errors: Record<string, string>): InterviewFormErrors => {
    const shaped: InterviewFormErrors = {};
    for (const [key, message] of Object.entries(errors)) {
      const code = key.replace(/^answers[./]/, '');
      if (codes.has(code)) shaped.answers = { ...shaped.answers, [code]: message };
      else shaped[key as 'mode'] = message;
    }
    return shaped;
  };
}

interface InterviewFormProps {
  youth: YouthRecord;
  collection: CollectionRecord;
  definition: QuestionnaireDefinition;
  readOnly: boolean;
}

/**
 * A staff interview (psos.md, "Who answers and how"): the mode, the day in the window, and the
 * version's questions as its show-when conditions ask them, headed by the "PSOS survey" text. The
 * category the answers give shows as they are typed; an interview may be saved partial (Incomplete).
 */
export function InterviewForm({ youth, collection, definition, readOnly }: InterviewFormProps) {
  const settings = collection.settings!;
  const params = instrumentParams(settings);
  const asksRespondent = definition.questions.some((q) => q.code === RESPONDENT_QUESTION);
  const runTask = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const [saved, setSaved] = useState<InterviewRecord | null>(null);
  const interview = youth.interview;
  const today = dayjs().format(ISO_DAY);

  const form = useFormik<InterviewFormValues>({
    initialValues: {
      mode: interview?.mode ?? 'PHONE',
      interviewDate: interview?.interviewDate ?? (today <= collection.windowEnd ? today : null),
      respondent: interview?.respondent ?? null,
      answers: { ...(interview?.answers ?? {}) },
    },
    validate(values) {
      const errors: InterviewFormErrors = {};
      if (!values.mode) errors.mode = FieldMessages.required;
      if (!values.interviewDate) errors.interviewDate = FieldMessages.required;
      else if (values.interviewDate > today) errors.interviewDate = PsosMessages.noFutureDates;
      else if (values.interviewDate < collection.windowStart || values.interviewDate > collection.windowEnd)
        errors.interviewDate = PsosMessages.dateOutsideWindow(formatDay(collection.windowStart), formatDay(collection.windowEnd));
      const answers: Record<string, string> = { ...answerErrors(definition, values.answers, params) };
      if (asksRespondent && !values.answers[RESPONDENT_QUESTION]) answers[RESPONDENT_QUESTION] = FieldMessages.required;
      if (!asksRespondent && !values.respondent) errors.respondent = FieldMessages.required;
      if (Object.keys(answers).length > 0) errors.answers = answers;
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setSaved(null);
      const respondent = asksRespondent ? (values.answers[RESPONDENT_QUESTION] as Respondent) : values.respondent!;
      const outcome = await runTask(
        () =>
          saveInterview(youth.id, {
            mode: values.mode!,
            interviewDate: values.interviewDate!,
            respondent,
            answers: values.answers as InterviewSave['answers'],
          }),
        { before: T.saving, success: T.saved },
      );
      if (outcome.ok) setSaved(outcome.value);
      else applyOutcome(outcome, helpers, toFormErrors(definition));
    },
  });

  const { category } = classifyInterview(definition, form.values.answers, settings);
  const missing = missingRequired(definition, form.values.answers, params);
  const answerTouched = form.submitCount > 0;
  const modes = [...STAFF_INTERVIEW_MODES, ...(interview?.mode === 'WEB' ? (['WEB'] as const) : [])];
  const bind = <V,>(name: 'mode' | 'interviewDate' | 'respondent') => ({
    label: T.interviewFields[name],
    disabled: readOnly,
    ...fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name)),
  });

  const fields = (
    <>
      <SelectField<InterviewMode> {...bind<InterviewMode | null>('mode')} required options={optionsOf(InterviewModeLabels, modes)} />
      <DayPicker {...bind<string | null>('interviewDate')} required maxDay={today} />
      {asksRespondent ? null : (
        <RadioGroupField<Respondent>
          {...bind<Respondent | null>('respondent')}
          required
          options={optionsOf(RespondentLabels, RESPONDENTS)}
        />
      )}
      <QuestionnaireFields
        questions={definition.questions}
        answers={form.values.answers}
        onChange={(answers) => void form.setFieldValue('answers', answers)}
        errors={answerTouched ? form.errors.answers : undefined}
        params={params}
        texts={{ yes: T.yes, no: T.no }}
        headingLevel={3}
        disabled={readOnly}
      />
      <Alert
        type={category ? 'success' : 'info'}
        showIcon
        role="status"
        title={category ? T.classified(CategoryLabels[category]) : T.unclassified}
        description={missing.length > 0 ? T.missing(missing) : undefined}
        style={{ marginBottom: 16 }}
      />
    </>
  );
  return (
    <section aria-labelledby="psos-interview-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="psos-interview-title" style={{ fontSize: 18 }}>
        {T.interviewTitle}
      </Typography.Title>
      <TextBlock code={TextBlockCodes.psosSurvey} />
      {readOnly ? (
        <Form layout="vertical" component={false} disabled>
          {fields}
        </Form>
      ) : (
        <FormCard
          form={form}
          label={T.interviewTitle}
          submitText={T.save}
          after={
            saved ? (
              <Alert
                type="success"
                showIcon
                role="status"
                title={saved.category ? T.savedCategory(CategoryLabels[saved.category]) : T.savedIncomplete}
                style={{ marginTop: 16 }}
              />
            ) : null
          }
        >
          {fields}
        </FormCard>
      )}
    </section>
  );
}
