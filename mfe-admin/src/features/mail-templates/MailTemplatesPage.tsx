import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  hasAnyPermission,
  MailTemplateCaptions,
  MailTemplateMessages,
  mailTypeAccess,
  type MailTypeApplication,
  type MergeData,
} from '@portal/shared-contracts';
import { type MailTemplateVersion, type MailType, type MailTypeSummary, type TemplateFormat } from '@portal/shared-contracts/admin';
import {
  errorBody,
  formatDateTime,
  SafeHtml,
  tableDefaults,
  useCurrentRoute,
  usePermissions,
  useTaskSnackbar,
} from '@portal/shared-contracts/sdk';
import { adminKeys } from '../../api/keys';
import { fetchMailType, fetchMailTypes, previewTemplate, saveTemplateVersion, sendTestMail } from '../../api/mail-types';
import { MailTemplateTexts as T } from './mail-template-texts';

/** Mail Templates: each application's mail types, with their versions, a preview, a test send and a new version. */
export function MailTemplatesPage() {
  const { route } = useCurrentRoute();
  const types = useQuery({ queryKey: adminKeys.mailTypes, queryFn: fetchMailTypes });
  const [code, setCode] = useState<string | null>(null);

  const columns: TableColumnsType<MailTypeSummary> = [
    { key: 'name', dataIndex: 'name', title: T.name },
    { key: 'code', dataIndex: 'code', title: T.code },
    { key: 'application', dataIndex: 'application', title: T.application },
    { key: 'activeVersion', dataIndex: 'activeVersion', title: T.activeVersion, render: (v: number | null) => v ?? T.none },
    { key: 'updatedAt', dataIndex: 'updatedAt', title: T.updatedAt, render: (v: string | null) => formatDateTime(v) },
    {
      key: 'actions',
      title: T.actions,
      render: (_, type) => (
        <Button aria-label={T.openLabel(type.name)} onClick={() => setCode(type.code)}>
          {T.open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <Table<MailTypeSummary>
        {...tableDefaults}
        aria-label={T.listLabel}
        rowKey="code"
        columns={columns}
        dataSource={types.data?.items ?? []}
        loading={types.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {code ? <TemplateEditor key={code} code={code} /> : null}
    </>
  );
}

function TemplateEditor({ code }: { code: string }) {
  const type = useQuery({ queryKey: adminKeys.mailType(code), queryFn: () => fetchMailType(code) });
  if (!type.data) return null;
  return <TemplateForm type={type.data} />;
}

type Draft = { subject: string; body: string; format: TemplateFormat };
const draftOf = (version: MailTemplateVersion | undefined): Draft => ({
  subject: version?.subject ?? '',
  body: version?.body ?? '',
  format: version?.format ?? 'text',
});

function TemplateForm({ type }: { type: MailType }) {
  const queryClient = useQueryClient();
  const runTask = useTaskSnackbar();
  const access = mailTypeAccess[type.application as MailTypeApplication];
  const permissions = usePermissions();
  const mayCreate = access !== undefined && hasAnyPermission(permissions, access.create);
  const [draft, setDraft] = useState<Draft>(() => draftOf(type.versions[0]));
  const [values, setValues] = useState<MergeData>(() => Object.fromEntries(type.fields.map((f) => [f.name, f.sample])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const request = () => ({ ...draft, sample: values });
  const change = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors({});
  };
  // Refused fields are shown under their field; the snackbar says the rest.
  const keepErrors = (outcome: { ok: boolean; error?: unknown }) => setErrors(outcome.ok ? {} : (errorBody(outcome.error)?.errors ?? {}));

  const showPreview = async () => {
    const outcome = await runTask(() => previewTemplate(type.code, request()), { before: T.previewing, success: T.previewTitle });
    keepErrors(outcome);
    if (outcome.ok) setPreview(outcome.value);
  };
  const testSend = async () => {
    const active = draftOf(type.versions[0]);
    const unchanged = draft.subject === active.subject && draft.body === active.body && draft.format === active.format;
    // The saved version goes as a real letter, written by the worker; a changed draft is written by the service.
    const outcome = await runTask(() => sendTestMail(type.code, unchanged ? { sample: values } : request()), {
      before: T.testSending,
      success: MailTemplateMessages.testSent,
    });
    keepErrors(outcome);
  };
  const save = async () => {
    const outcome = await runTask(() => saveTemplateVersion(type.code, draft), { before: T.saving, success: T.saved });
    keepErrors(outcome);
    if (outcome.ok) {
      queryClient.setQueryData(adminKeys.mailType(type.code), outcome.value);
      await queryClient.invalidateQueries({ queryKey: adminKeys.mailTypes });
    }
  };

  const versionColumns: TableColumnsType<MailTemplateVersion> = [
    {
      key: 'version',
      dataIndex: 'version',
      title: T.version,
      render: (v: number, row) => (row.active ? <Tag color="blue">{`${v} (${T.active})`}</Tag> : v),
    },
    { key: 'subject', dataIndex: 'subject', title: T.subject },
    { key: 'createdAt', dataIndex: 'createdAt', title: T.createdAt, render: (v: string) => formatDateTime(v) },
    { key: 'createdBy', dataIndex: 'createdBy', title: T.createdBy },
    {
      key: 'use',
      title: T.actions,
      render: (_, row) => (
        <Button aria-label={T.copyVersionLabel(row.version)} onClick={() => change(draftOf(row))}>
          {T.copyVersion}
        </Button>
      ),
    },
  ];

  const error = (caption: string) => (errors[caption] ? { validateStatus: 'error' as const, help: errors[caption] } : {});
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {T.editorTitle(type.name)}
        </Typography.Title>
      }
      style={{ marginTop: 24 }}
    >
      <Typography.Paragraph>{type.description}</Typography.Paragraph>
      {mayCreate ? null : <Typography.Paragraph type="secondary">{T.viewOnly}</Typography.Paragraph>}
      <Form layout="vertical">
        <Form.Item label={T.subject} htmlFor="mail-template-subject" {...error(MailTemplateCaptions.subject)}>
          <Input id="mail-template-subject" value={draft.subject} onChange={(e) => change({ subject: e.target.value })} />
        </Form.Item>
        <Form.Item label={T.format} htmlFor="mail-template-format">
          <Select<TemplateFormat>
            id="mail-template-format"
            value={draft.format}
            onChange={(format) => change({ format })}
            options={(['text', 'html'] as const).map((value) => ({ value, label: T.formats[value] }))}
          />
        </Form.Item>
        <Form.Item label={T.body} htmlFor="mail-template-body" {...error(MailTemplateCaptions.body)}>
          <Input.TextArea id="mail-template-body" rows={12} value={draft.body} onChange={(e) => change({ body: e.target.value })} />
        </Form.Item>
      </Form>
      <Typography.Title level={3}>{T.fields}</Typography.Title>
      <Table
        {...tableDefaults}
        aria-label={T.fields}
        rowKey="name"
        pagination={false}
        dataSource={type.fields}
        columns={[
          { key: 'name', dataIndex: 'name', title: T.fieldName, render: (name: string) => <code>{`{{${name}}}`}</code> },
          { key: 'description', dataIndex: 'description', title: T.fieldDescription },
          {
            key: 'value',
            title: T.fieldValue,
            render: (_, field) => (
              <Input
                aria-label={T.fieldValueLabel(field.name)}
                value={String(values[field.name] ?? '')}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              />
            ),
          },
        ]}
      />
      <Space wrap style={{ margin: '16px 0' }}>
        <Button onClick={showPreview}>{T.preview}</Button>
        <Button onClick={testSend}>{T.testSend}</Button>
        {mayCreate ? (
          <Button type="primary" onClick={save}>
            {T.save}
          </Button>
        ) : null}
      </Space>
      {preview ? (
        <section aria-label={T.previewTitle}>
          <Typography.Title level={3}>{T.previewTitle}</Typography.Title>
          <Typography.Paragraph strong>{T.previewSubject(preview.subject)}</Typography.Paragraph>
          <SafeHtml html={preview.html} />
        </section>
      ) : null}
      <Typography.Title level={3}>{T.versions}</Typography.Title>
      <Table<MailTemplateVersion>
        {...tableDefaults}
        aria-label={T.versions}
        rowKey="id"
        pagination={false}
        dataSource={type.versions}
        columns={versionColumns}
      />
    </Card>
  );
}
