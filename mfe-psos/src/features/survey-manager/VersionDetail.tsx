import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { INSTRUMENT_PARAMS, type InstrumentVersionFields, type InstrumentVersionRecord } from '@portal/shared-contracts/psos';
import { definitionFaults, type Condition, type Question, type QuestionSchema } from '@portal/shared-contracts/questionnaire';
import { httpErrorMessage, tableDefaults, useConfirm, useRefreshingTask, ScrollRegion } from '@portal/shared-contracts/sdk';
import { definitionOf, fetchInstrumentVersion, fieldsOf, saveInstrumentVersion } from '../../api/instrument';
import { psosKeys } from '../../api/keys';
import { conditionText } from './condition-text';
import { MappingDialog } from './MappingDialog';
import { QuestionDialog } from './QuestionDialog';
import { SurveyManagerTexts as T } from './survey-manager-texts';

type Editing = { kind: 'question'; index: number | null } | { kind: 'mapping' } | null;

function Version({ record, canEdit }: { record: InstrumentVersionRecord; canEdit: boolean }) {
  const definition = definitionOf(record);
  const editable = canEdit && record.status === 'Draft';
  const runTask = useRefreshingTask(psosKeys.instrumentVersions, { afterFailure: false });
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const faults = editable ? definitionFaults(definition, INSTRUMENT_PARAMS) : [];

  const save = async (changes: Partial<InstrumentVersionFields>) =>
    (await runTask(() => saveInstrumentVersion(record.version, { ...fieldsOf(record), ...changes }), { success: T.saved })).ok;
  const saveQuestion = (index: number | null) => (question: QuestionSchema) => {
    const questions = [...record.questions];
    if (index === null) questions.push(question);
    else questions[index] = question;
    return save({ questions });
  };
  const move = (index: number, by: -1 | 1) => {
    const questions = [...record.questions];
    const [moved] = questions.splice(index, 1);
    questions.splice(index + by, 0, moved!);
    void save({ questions });
  };
  const remove = async (index: number) => {
    if (await confirm({ html: T.removeConfirm })) void save({ questions: record.questions.filter((_, i) => i !== index) });
  };

  const C = T.questionColumns;
  const columns: TableColumnsType<Question> = [
    { key: 'code', dataIndex: 'code', title: C.code },
    { key: 'block', dataIndex: 'block', title: C.block },
    { key: 'text', dataIndex: 'text', title: C.text, width: 320 },
    { key: 'type', dataIndex: 'type', title: C.type, render: (type: Question['type']) => T.types[type] },
    { key: 'options', title: C.options, render: (_, q) => q.options.map((o) => `${o.code}: ${o.label}`).join('; ') },
    { key: 'required', dataIndex: 'required', title: C.required, render: (required: boolean) => (required ? T.yes : T.no) },
    { key: 'showWhen', dataIndex: 'showWhen', title: C.showWhen, render: (c: Condition | null) => conditionText(c, definition.questions) },
    ...(editable
      ? [
          {
            key: 'actions',
            title: C.actions,
            render: (_: unknown, q: Question, index: number) => (
              <Space wrap>
                <Button size="small" aria-label={T.editLabel(q.code)} onClick={() => setEditing({ kind: 'question', index })}>
                  {T.edit}
                </Button>
                <Button size="small" aria-label={T.moveUpLabel(q.code)} disabled={index === 0} onClick={() => move(index, -1)}>
                  {T.moveUp}
                </Button>
                <Button
                  size="small"
                  aria-label={T.moveDownLabel(q.code)}
                  disabled={index === definition.questions.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {T.moveDown}
                </Button>
                <Button size="small" danger aria-label={T.removeLabel(q.code)} onClick={() => void remove(index)}>
                  {T.remove}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];
  const mappingRows = Object.entries(definition.derived).map(([input, condition]) => ({ input, condition }));
  const index = editing?.kind === 'question' ? editing.index : null;
  return (
    <section aria-labelledby="psos-version-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="psos-version-title" style={{ fontSize: 18 }}>
        {T.versionTitle(record.version, record.title, record.status)}
      </Typography.Title>
      {!editable ? <Typography.Paragraph type="secondary">{T.readOnly}</Typography.Paragraph> : null}
      {faults.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={T.faultsTitle}
          description={
            <ul>
              {faults.map((fault) => (
                <li key={fault}>{fault}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {editable ? (
        <Button onClick={() => setEditing({ kind: 'question', index: null })} style={{ marginBottom: 16 }}>
          {T.addQuestion}
        </Button>
      ) : null}
      <ScrollRegion label={T.questionsCaption(record.version)}>
        <Table<Question>
          {...tableDefaults}
          size="small"
          caption={T.questionsCaption(record.version)}
          rowKey="code"
          columns={columns}
          dataSource={[...definition.questions]}
          pagination={false}
        />
      </ScrollRegion>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        {T.mappingTitle}
      </Typography.Title>
      <Typography.Paragraph>{T.mappingIntro}</Typography.Paragraph>
      <Table
        {...tableDefaults}
        size="small"
        caption={T.mappingCaption}
        rowKey="input"
        dataSource={mappingRows}
        pagination={false}
        columns={[
          { key: 'input', dataIndex: 'input', title: T.input, render: (input: string) => <Tag>{input}</Tag> },
          {
            key: 'condition',
            dataIndex: 'condition',
            title: T.condition,
            render: (c: Condition) => conditionText(c, definition.questions),
          },
        ]}
      />
      {editable ? (
        <Button onClick={() => setEditing({ kind: 'mapping' })} style={{ marginTop: 16 }}>
          {T.editMapping}
        </Button>
      ) : null}
      {editing?.kind === 'question' ? (
        <QuestionDialog
          question={index === null ? null : definition.questions[index]!}
          earlier={index === null ? definition.questions : definition.questions.slice(0, index)}
          otherCodes={definition.questions.filter((_, i) => i !== index).map((q) => q.code)}
          save={saveQuestion(index)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'mapping' ? (
        <MappingDialog mapping={record.mapping} save={(mapping) => save({ mapping })} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

/** One version's questions and mapping; a Draft's are edited here by whoever holds collection edit. */
export function VersionDetail({ version, canEdit }: { version: number; canEdit: boolean }) {
  const record = useQuery({ queryKey: psosKeys.instrumentVersion(version), queryFn: () => fetchInstrumentVersion(version) });
  if (record.error) return <Alert type="error" showIcon title={httpErrorMessage(record.error)} style={{ marginTop: 24 }} />;
  if (!record.data) return <Skeleton active />;
  return <Version record={record.data} canEdit={canEdit} />;
}
