import { useId, type ReactNode } from 'react';
import { InputNumber, Typography } from 'antd';
import { isShown, type AnswerValue, type Answers, type Params, type Question } from '../../questionnaire';
import { CheckboxGroupField, RadioGroupField } from './ChoiceFields';
import { FieldFrame } from './FieldFrame';
import { TextField } from './TextField';

/**
 * The answers once one has changed: a question the earlier answers no longer ask loses its answer,
 * in the version's order, so a hidden answer neither counts nor hides a later question in its turn.
 */
export function askedAnswers(questions: readonly Question[], answers: Answers, params: Params = {}): Record<string, AnswerValue> {
  const kept: Record<string, AnswerValue> = {};
  for (const question of questions) {
    const value = answers[question.code];
    if (value !== undefined && value !== null && isShown(question, kept, params)) kept[question.code] = value;
  }
  return kept;
}

export interface QuestionnaireFieldsProps {
  /** The version's questions in the order they are asked, worded in the reader's language. */
  questions: readonly Question[];
  answers: Answers;
  /** The answers after one changed, those of questions no longer asked left out (`askedAnswers`). */
  onChange(answers: Record<string, AnswerValue>): void;
  /** By question code. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** The values the show-when conditions name (a collection's settings). */
  params?: Params;
  /** Yes and no in the reader's language. */
  texts: { yes: string; no: string };
  /** The level of each block's heading under the page's. */
  headingLevel?: 2 | 3;
  disabled?: boolean;
}

function QuestionField({
  question,
  value,
  onAnswer,
  error,
  texts,
  disabled,
}: {
  question: Question;
  value: AnswerValue | undefined;
  onAnswer(value: AnswerValue): void;
  error: string | undefined;
  texts: QuestionnaireFieldsProps['texts'];
  disabled: boolean;
}) {
  const common = { label: question.text, required: question.required, error, disabled, name: question.code };
  switch (question.type) {
    case 'yesNo':
      return (
        <RadioGroupField<boolean>
          {...common}
          value={typeof value === 'boolean' ? value : null}
          onChange={onAnswer}
          options={[
            { value: true, label: texts.yes },
            { value: false, label: texts.no },
          ]}
        />
      );
    case 'single':
      return (
        <RadioGroupField<string>
          {...common}
          vertical
          value={typeof value === 'string' ? value : null}
          onChange={onAnswer}
          options={question.options.map((option) => ({ value: option.code, label: option.label }))}
        />
      );
    case 'multiple':
      return (
        <CheckboxGroupField<string>
          {...common}
          vertical
          value={Array.isArray(value) ? (value as readonly string[]) : []}
          onChange={(codes) => onAnswer(codes.length > 0 ? codes : null)}
          options={question.options.map((option) => ({ value: option.code, label: option.label }))}
        />
      );
    case 'number':
      return (
        <FieldFrame label={question.text} required={question.required} error={error}>
          {(aria) => (
            <InputNumber<number>
              {...aria}
              name={question.code}
              disabled={disabled}
              min={question.min ?? undefined}
              max={question.max ?? undefined}
              value={typeof value === 'number' ? value : null}
              onChange={(number) => onAnswer(number ?? null)}
            />
          )}
        </FieldFrame>
      );
    case 'text':
      return (
        <TextField {...common} size="medium" value={typeof value === 'string' ? value : ''} onChange={(text) => onAnswer(text || null)} />
      );
  }
}

function Block({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={level} id={headingId} style={{ fontSize: level === 2 ? 18 : 16 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/**
 * A questionnaire's questions (the engine of `@portal/shared-contracts/questionnaire`) as form fields,
 * block by block: only those the earlier answers ask (show-when), each by its type, yes/no and single
 * choices as radio buttons, multiple as checkboxes. Whoever shows it keeps the answers and their errors.
 */
export function QuestionnaireFields({
  questions,
  answers,
  onChange,
  errors = {},
  params = {},
  texts,
  headingLevel = 2,
  disabled = false,
}: QuestionnaireFieldsProps) {
  const shown = questions.filter((question) => isShown(question, answers, params));
  const blocks: { title: string; questions: Question[] }[] = [];
  for (const question of shown) {
    const last = blocks.at(-1);
    if (last?.title === question.block) last.questions.push(question);
    else blocks.push({ title: question.block, questions: [question] });
  }
  const answer = (code: string) => (value: AnswerValue) => onChange(askedAnswers(questions, { ...answers, [code]: value }, params));
  return blocks.map((block, index) => (
    <Block key={`${index}-${block.title}`} title={block.title} level={headingLevel}>
      {block.questions.map((question) => (
        <QuestionField
          key={question.code}
          question={question}
          value={answers[question.code]}
          onAnswer={answer(question.code)}
          error={errors[question.code]}
          texts={texts}
          disabled={disabled}
        />
      ))}
    </Block>
  ));
}
