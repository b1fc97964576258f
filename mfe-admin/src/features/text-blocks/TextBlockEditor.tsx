import { lazy, Suspense, useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Card, Checkbox, Col, Radio, Row, Space, Spin, Typography } from 'antd';
import { type TextBlock, type TextBlockDisplayFormat } from '@portal/shared-contracts';
import { errorBody, FieldFrame, fromFormik, TextBlockView, TextField, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import { saveTextBlock } from '../../api/text-blocks';
import { editableOf, textBlockFormSchema, type TextBlockFormValues } from './text-block-form';
import { TextBlocksTexts } from './text-blocks-texts';

// The editor is the largest part of this app: only this page loads it.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface TextBlockEditorProps {
  block: TextBlock;
  onSaved(saved: TextBlock): void;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange(dirty: boolean): void;
}

/**
 * One block's title, visibility, display format and HTML, with its preview as a Div and as a Card.
 * The server sanitises the HTML when it saves; the form then holds what was saved, and says so
 * when that differs from what was sent.
 */
export function TextBlockEditor({ block, onSaved, onDirtyChange }: TextBlockEditorProps) {
  const runTask = useTaskSnackbar();
  const [cleaned, setCleaned] = useState(false);
  const form = useFormik<TextBlockFormValues>({
    initialValues: editableOf(block),
    validationSchema: textBlockFormSchema,
    onSubmit: async (values, helpers) => {
      const outcome = await runTask(() => saveTextBlock(block.id, values), { success: TextBlocksTexts.saved });
      if (!outcome.ok) {
        helpers.setErrors(errorBody(outcome.error)?.errors ?? {});
        return;
      }
      helpers.resetForm({ values: editableOf(outcome.value) });
      setCleaned(outcome.value.html !== values.html);
      onSaved(outcome.value);
    },
  });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const bind = <Name extends keyof TextBlockFormValues>(name: Name) =>
    fromFormik<TextBlockFormValues[Name]>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name));
  const title = bind('title');
  const html = bind('html');
  const draft = { title: form.values.title, html: form.values.html, displayFormat: form.values.displayFormat };

  return (
    <Card title={TextBlocksTexts.editing(block.title, block.blockCode)}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={14}>
          <form
            aria-label={TextBlocksTexts.editing(block.title, block.blockCode)}
            onSubmit={(event) => {
              event.preventDefault();
              void form.submitForm();
            }}
          >
            <TextField label={TextBlocksTexts.title} required {...title} />
            <FieldFrame label={TextBlocksTexts.format}>
              {(aria) => (
                <Radio.Group
                  id={aria.id}
                  aria-label={TextBlocksTexts.format}
                  value={form.values.displayFormat}
                  onChange={(event) => void form.setFieldValue('displayFormat', event.target.value as TextBlockDisplayFormat)}
                  options={['Div', 'Card']}
                />
              )}
            </FieldFrame>
            <Checkbox
              checked={form.values.isVisible}
              onChange={(event) => void form.setFieldValue('isVisible', event.target.checked)}
              style={{ marginBottom: 16 }}
            >
              {TextBlocksTexts.visible}
            </Checkbox>
            <Suspense fallback={<Spin />}>
              <RichTextEditor label={TextBlocksTexts.html} {...html} />
            </Suspense>
            {cleaned ? <Alert type="warning" showIcon title={TextBlocksTexts.cleaned} style={{ marginBottom: 16 }} /> : null}
            <Space>
              <Button type="primary" htmlType="submit" loading={form.isSubmitting}>
                {TextBlocksTexts.save}
              </Button>
              <Button disabled={!form.dirty || form.isSubmitting} onClick={() => form.resetForm()}>
                {TextBlocksTexts.discard}
              </Button>
            </Space>
          </form>
        </Col>
        <Col xs={24} lg={10}>
          <section aria-label={TextBlocksTexts.previewDiv}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {TextBlocksTexts.previewDiv}
            </Typography.Title>
            <div style={{ border: '1px dashed #d9d9d9', padding: 12, marginBottom: 16 }}>
              <TextBlockView block={draft} format="Div" />
            </div>
          </section>
          <section aria-label={TextBlocksTexts.previewCard}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {TextBlocksTexts.previewCard}
            </Typography.Title>
            <TextBlockView block={draft} format="Card" />
          </section>
        </Col>
      </Row>
    </Card>
  );
}
