import { useState } from 'react';
import { useParams } from 'react-router';
import { useFormik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Alert, Radio, Skeleton, Space, Typography } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import { SURVEY_LANGUAGES, type PublicSubmission, type PublicSurvey, type SurveyLanguage } from '@portal/shared-contracts/psos';
import { answerErrors, missingRequired, type AnswerValue } from '@portal/shared-contracts/questionnaire';
import { errorBody, FormCard, formatDay, httpErrorMessage, httpStatus, QuestionnaireFields, TextBlock } from '@portal/shared-contracts/sdk';
import { fetchPublicSurvey, questionsIn, submitPublicSurvey } from '../../api/public-survey';
import { LanguageNames, PublicSurveyTexts } from './public-survey-texts';

const instructions = {
  en: TextBlockCodes.psosPublicSurveyInstructions,
  es: TextBlockCodes.psosPublicSurveyInstructionsSpanish,
} as const satisfies Record<SurveyLanguage, string>;

/** The language the browser prefers, where the survey has it; else English. */
const preferredLanguage = (): SurveyLanguage => (navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en');

/** Why the link takes no answers now, in the reader's language; null while it does. */
function closedText(survey: PublicSurvey, language: SurveyLanguage): string | null {
  const T = PublicSurveyTexts[language];
  switch (survey.closedReason) {
    case null:
      return survey.accepting ? null : T.notOpen;
    case 'Answered':
      return T.answered;
    case 'NotOpen':
      return T.notOpen;
    case 'BeforeWindow':
      return T.beforeWindow(formatDay(survey.windowStart));
    case 'AfterWindow':
      return T.afterWindow(formatDay(survey.windowEnd));
  }
}

/**
 * Why the service refused, in the reader's language: the service words its refusals in English,
 * so a Spanish reader gets the page's own sentence for a refusal it knows.
 */
function refusalText(error: unknown, language: SurveyLanguage): string {
  const T = PublicSurveyTexts[language];
  const status = httpStatus(error);
  if (status === 409) return T.answered;
  if (status === 429) return T.tooMany;
  return language === 'en' ? httpErrorMessage(error) : T.failed;
}

function SurveyForm({ token, survey, language }: { token: string; survey: PublicSurvey; language: SurveyLanguage }) {
  const T = PublicSurveyTexts[language];
  const questions = questionsIn(survey, language);
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormik<{ answers: Record<string, AnswerValue> }>({
    initialValues: { answers: {} },
    validate({ answers }) {
      const definition = { questions, derived: {} };
      const errors: Record<string, string> = { ...answerErrors(definition, answers) };
      for (const code of missingRequired(definition, answers)) errors[code] = T.required;
      return Object.keys(errors).length > 0 ? { answers: errors } : {};
    },
    onSubmit: async ({ answers }, helpers) => {
      setRefusal(null);
      try {
        await submitPublicSurvey(token, {
          language,
          answers: answers as PublicSubmission['answers'],
        });
        setSent(true);
      } catch (error) {
        const fieldErrors = errorBody(error)?.errors;
        if (fieldErrors) helpers.setErrors({ answers: fieldErrors });
        setRefusal(refusalText(error, language));
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
          {shownErrors ? <Alert type="error" showIcon role="alert" title={T.missing} style={{ marginTop: 16 }} /> : null}
          {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginTop: 16 }} /> : null}
        </>
      }
    >
      <QuestionnaireFields
        questions={questions}
        answers={form.values.answers}
        onChange={(answers) => void form.setFieldValue('answers', answers)}
        errors={shownErrors}
        texts={{ yes: T.yes, no: T.no }}
      />
    </FormCard>
  );
}

/**
 * The survey a youth or family answers by its single-use link (spec 2's psos-public, outside the
 * guarded shell): in English or Spanish as they choose, headed by the "PSOS public survey
 * instructions" text, with no personal data on the page, and one submission while the link is open.
 */
export function PublicSurveyPage() {
  const { token = '' } = useParams();
  const [language, setLanguage] = useState<SurveyLanguage>(preferredLanguage);
  const T = PublicSurveyTexts[language];
  // Both languages come in one answer: changing language keeps the answers, whose codes do not change.
  const survey = useQuery({
    queryKey: ['psos', 'public-survey', token],
    queryFn: () => fetchPublicSurvey(token),
    retry: false,
    staleTime: Infinity,
  });
  // A token of the wrong shape is refused (400) as an unknown one is (404): either way the link is no good.
  const unknown = httpStatus(survey.error) === 404 || httpStatus(survey.error) === 400;
  const closed = survey.data ? closedText(survey.data, language) : null;
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
      {survey.error && !unknown ? <Alert type="error" showIcon title={refusalText(survey.error, language)} /> : null}
      {survey.isPending ? <Skeleton active /> : null}
      {closed ? <Alert type="info" showIcon title={closed} /> : null}
      {survey.data && !closed ? <SurveyForm token={token} survey={survey.data} language={language} /> : null}
    </div>
  );
}
