import { useState } from 'react';
import { useParams } from 'react-router';
import { useFormik } from 'formik';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Radio, Skeleton, Space, Typography } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import { answerErrors, missingRequired, type AnswerValue } from '@portal/shared-contracts/questionnaire';
import { errorBody, FormCard, httpErrorMessage, httpStatus, QuestionnaireFields, TextBlock } from '@portal/shared-contracts/sdk';
import { fetchPublicSurvey, SURVEY_LANGUAGES, submitPublicSurvey, type PublicSurvey, type SurveyLanguage } from '../../api/public-survey';
import { LanguageNames, PublicSurveyTexts } from './public-survey-texts';

const instructions: Record<
  SurveyLanguage,
  typeof TextBlockCodes.psosPublicSurveyInstructions | typeof TextBlockCodes.psosPublicSurveyInstructionsSpanish
> = {
  en: TextBlockCodes.psosPublicSurveyInstructions,
  es: TextBlockCodes.psosPublicSurveyInstructionsSpanish,
};

/** The language the browser prefers, where the survey has it; else English. */
const preferredLanguage = (): SurveyLanguage => (navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en');

function SurveyForm({ token, survey, language }: { token: string; survey: PublicSurvey; language: SurveyLanguage }) {
  const T = PublicSurveyTexts[language];
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormik<{ answers: Record<string, AnswerValue> }>({
    initialValues: { answers: {} },
    validate({ answers }) {
      const definition = { questions: survey.questions, derived: {} };
      const errors: Record<string, string> = { ...answerErrors(definition, answers, survey.params) };
      for (const code of missingRequired(definition, answers, survey.params)) errors[code] = T.required;
      return Object.keys(errors).length > 0 ? { answers: errors } : {};
    },
    onSubmit: async ({ answers }, helpers) => {
      setRefusal(null);
      try {
        await submitPublicSurvey({ token, language, answers });
        setSent(true);
      } catch (error) {
        const fieldErrors = errorBody(error)?.errors;
        if (fieldErrors) helpers.setErrors({ answers: fieldErrors });
        setRefusal(httpStatus(error) === 409 ? T.answered : httpErrorMessage(error));
      }
    },
  });
  if (sent) return <Alert type="success" showIcon role="status" title={T.thanks} />;
  const shownErrors = form.submitCount > 0 ? (form.errors.answers as Record<string, string> | undefined) : undefined;
  return (
    <FormCard
      form={form}
      label={T.title}
      submitText={T.submit}
      after={
        <>
          {form.submitCount > 0 && shownErrors ? (
            <Alert type="error" showIcon role="alert" title={T.missing} style={{ marginTop: 16 }} />
          ) : null}
          {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginTop: 16 }} /> : null}
        </>
      }
    >
      <QuestionnaireFields
        questions={survey.questions}
        answers={form.values.answers}
        onChange={(answers) => void form.setFieldValue('answers', answers)}
        errors={shownErrors}
        params={survey.params}
        texts={{ yes: T.yes, no: T.no }}
      />
    </FormCard>
  );
}

/**
 * The survey a youth or family answers by its single-use link (spec 2's psos-public, outside the
 * guarded shell): in English or Spanish as they choose, headed by the "PSOS public survey
 * instructions" text, with no personal data on the page, and one submission while the survey is open.
 */
export function PublicSurveyPage() {
  const { token = '' } = useParams();
  const [language, setLanguage] = useState<SurveyLanguage>(preferredLanguage);
  const T = PublicSurveyTexts[language];
  // The answers stay as the language changes: the questions and options keep their codes.
  const survey = useQuery({
    queryKey: ['psos', 'public-survey', token, language],
    queryFn: () => fetchPublicSurvey(token, language),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
  const unknown = httpStatus(survey.error) === 404;
  return (
    <div lang={language}>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Radio.Group
          role="radiogroup"
          aria-label="Language / Idioma"
          optionType="button"
          value={language}
          onChange={(event) => setLanguage(event.target.value as SurveyLanguage)}
          options={SURVEY_LANGUAGES.map((code) => ({ value: code, label: <span lang={code}>{LanguageNames[code]}</span> }))}
        />
      </Space>
      <Typography.Title level={1}>{T.title}</Typography.Title>
      <TextBlock code={instructions[language]} />
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {unknown ? <Alert type="warning" showIcon title={T.unknown} /> : null}
      {survey.error && !unknown ? <Alert type="error" showIcon title={httpErrorMessage(survey.error)} /> : null}
      {survey.isPending ? <Skeleton active /> : null}
      {survey.data?.status === 'Answered' ? <Alert type="info" showIcon title={T.answered} /> : null}
      {survey.data?.status === 'Closed' ? <Alert type="info" showIcon title={T.closed} /> : null}
      {survey.data?.status === 'Open' ? <SurveyForm token={token} survey={survey.data} language={language} /> : null}
    </div>
  );
}
