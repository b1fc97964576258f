import { useEffect, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Col, Form, Radio, Row, Select, Space, Tag, Typography } from 'antd';
import { OUTCOMES, progressField, type ChildRecord, type EcoSettings, type Outcome, type RatingPhase } from '@portal/shared-contracts/eco';
import { DayPicker, errorBody, fromFormik, type TaskOutcome } from '@portal/shared-contracts/sdk';
import { today } from '../../components/child-form';
import { CategoryLabels, OutcomeNames, QualityFlagLabels } from '../../components/eco-labels';
import { initialRatingValues, ratingIssues, ratingKey, toRatingsSave, type RatingFormValues } from './rating-form';
import { ScaleLabels, ScoreTexts as T } from './score-texts';

const scaleOptions = [7, 6, 5, 4, 3, 2, 1].map((point) => ({ value: point, label: ScaleLabels[point]! }));

interface RatingsFormProps {
  child: ChildRecord;
  phase: RatingPhase;
  readOnly: boolean;
  /** The state's progress question and exit rules; null at entry, which asks no question. */
  settings: EcoSettings | null;
  onSave(values: ReturnType<typeof toRatingsSave>): Promise<TaskOutcome<unknown>>;
  onDirtyChange(dirty: boolean): void;
}

/** An error, else a warning, under a control that is not a text field. */
function Item({
  label,
  htmlFor,
  error,
  warning,
  children,
}: {
  label: string;
  htmlFor?: string;
  error?: string | undefined;
  warning?: string | undefined;
  children: ReactNode;
}) {
  const status = error ? 'error' : warning ? 'warning' : undefined;
  return (
    <Form.Item label={label} htmlFor={htmlFor} validateStatus={status} help={error ?? warning}>
      {children}
    </Form.Item>
  );
}

/**
 * The three outcomes' ratings of one phase (and at exit the progress answers), checked as the user
 * types against eco.md's rules: an error blocks the save, a warning is shown and saved.
 */
export function RatingsForm({ child, phase, readOnly, settings, onSave, onDirtyChange }: RatingsFormProps) {
  const exitRules = settings ?? {};
  const form = useFormik<RatingFormValues>({
    initialValues: initialRatingValues(child, phase),
    enableReinitialize: true,
    validate: (values) => ratingIssues(values, phase, child, exitRules).errors,
    onSubmit: async (values) => {
      const outcome = await onSave(toRatingsSave(values, phase, (phase === 'entry' ? child.entry : child.exit)?.version));
      if (!outcome.ok) {
        const fieldErrors = errorBody(outcome.error)?.errors;
        if (fieldErrors) form.setErrors(fieldErrors);
      }
    },
  });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const { warnings } = ratingIssues(form.values, phase, child, exitRules);
  // Errors show once the user has touched the field or tried to save, as formik forms do.
  const shown = (name: string) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);

  const ratingControl = (outcome: Outcome) => {
    const name = ratingKey(phase)(outcome);
    const id = `${phase}-${name}`;
    return (
      <Item label={T.rating(outcome)} htmlFor={id} error={shown(name)} warning={undefined}>
        <Select<number>
          id={id}
          aria-label={T.rating(outcome)}
          disabled={readOnly}
          allowClear
          options={scaleOptions}
          value={(form.values[name] as number | null) ?? undefined}
          onChange={(value) => {
            void form.setFieldTouched(name, true, false);
            void form.setFieldValue(name, value ?? null);
          }}
        />
      </Item>
    );
  };
  const progressControl = (outcome: Outcome, question: string) => {
    const name = progressField(outcome);
    const value = form.values[name] as boolean | null;
    return (
      <Item label={T.progress(outcome, question)} error={shown(name)} warning={warnings[name]}>
        <Radio.Group
          aria-label={T.progress(outcome, question)}
          disabled={readOnly}
          value={value === null ? undefined : value ? 'Y' : 'N'}
          onChange={(event) => {
            void form.setFieldTouched(name, true, false);
            void form.setFieldValue(name, event.target.value === 'Y');
          }}
          options={[
            { value: 'Y', label: T.yes },
            { value: 'N', label: T.no },
          ]}
        />
      </Item>
    );
  };

  return (
    <Form layout="vertical" component={false}>
      <form
        aria-label={T.ratingsTitle(phase)}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submitForm();
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <DayPicker
              label={T.ratingDate}
              required
              disabled={readOnly}
              maxDay={today()}
              {...fromFormik<string | null>(
                form.getFieldProps('ratingDate'),
                { touched: form.submitCount > 0 || !!form.touched.ratingDate, error: form.errors.ratingDate },
                form.getFieldHelpers('ratingDate'),
              )}
            />
          </Col>
        </Row>
        {OUTCOMES.map((outcome) => {
          const category = child.categories[outcome];
          return (
            <section key={outcome} aria-label={`Outcome ${outcome}`} style={{ marginBottom: 8 }}>
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                {`Outcome ${outcome}: ${OutcomeNames[outcome]}`}
              </Typography.Title>
              <Row gutter={16}>
                {phase === 'exit' ? (
                  <Col xs={24} md={6}>
                    <Item label={T.entryRating}>
                      <Typography.Text>{child.entry?.ratings[outcome] ?? '—'}</Typography.Text>
                    </Item>
                  </Col>
                ) : null}
                <Col xs={24} md={phase === 'exit' ? 10 : 12}>
                  {ratingControl(outcome)}
                </Col>
                {phase === 'exit' ? (
                  <Col xs={24} md={8}>
                    <Item label={T.category}>
                      {category.category ? (
                        <Tag>{`${category.category}: ${CategoryLabels[category.category]}`}</Tag>
                      ) : (
                        <Typography.Text>{T.noCategory}</Typography.Text>
                      )}
                      {category.flags.map((flag) => (
                        <Tag key={flag} style={{ marginTop: 4, whiteSpace: 'normal' }}>
                          {T.qualityFlag(QualityFlagLabels[flag])}
                        </Tag>
                      ))}
                    </Item>
                  </Col>
                ) : null}
              </Row>
              {phase === 'exit' && settings ? progressControl(outcome, settings.progressQuestion) : null}
            </section>
          );
        })}
        {readOnly ? null : (
          <Space>
            <Button type="primary" htmlType="submit" loading={form.isSubmitting}>
              {T.save}
            </Button>
          </Space>
        )}
        {Object.keys(form.errors).length > 0 && form.submitCount > 0 ? (
          <Alert type="error" showIcon title={Object.values(form.errors).join(' ')} style={{ marginTop: 16 }} />
        ) : null}
      </form>
    </Form>
  );
}
