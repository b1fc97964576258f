import { useState } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import type { DocumentRecord } from '@portal/shared-contracts/documents';
import { RestraintPermissions } from '@portal/shared-contracts/restraint';
import {
  applyOutcome,
  DayPicker,
  FormCard,
  formatDateTime,
  formatDay,
  fromFormik,
  HistoryTable,
  SelectField,
  tableDefaults,
  TextField,
  usePermissions,
  useRefreshingTask,
  useTaskSnackbar,
} from '@portal/shared-contracts/sdk';
import {
  PLAN_EDITABLE,
  PLAN_ITEM_ACTIONS,
  PLAN_ITEM_STATUSES,
  PLAN_MOVES,
  type PlanDocument,
  type PlanHistoryEntry,
  type PlanMove,
  type PlanRecord,
} from '@portal/shared-contracts/findings';
import { decideDocumentVersion, downloadDocumentVersion, fetchDocument, uploadDocument } from '../../api/documents';
import { restraintKeys } from '../../api/keys';
import { attachPlanDocument, fetchIncidentPlan, movePlan, savePlanItems } from '../../api/plans';
import { ReasonDialog } from '../../components/ReasonDialog';
import { newPlanItem, planItemsSchema, planItemValues, toPlanItems, type PlanItemValues } from './plan-form';
import { PlanTexts as T } from './plan-texts';

const moveTexts = (move: PlanMove) => T.moves[`${move.from}>${move.to}`]!;

/** The incident's corrective plan, from the findings service: its items, documents, moves and history. */
export function PlanPanel({ incidentId }: { incidentId: number }) {
  const plan = useQuery({ queryKey: restraintKeys.plans(String(incidentId)), queryFn: () => fetchIncidentPlan(incidentId) });
  if (plan.isError) return <Alert type="error" showIcon title={T.unavailable} style={{ marginTop: 32 }} />;
  if (!plan.data) return null;
  return <PlanCard plan={plan.data} />;
}

function PlanCard({ plan }: { plan: PlanRecord }) {
  const held = usePermissions();
  const isState = held.includes(AppPermissions.StateUser) || held.includes(AppPermissions.StateAdmin);
  const mayWrite = !isState && held.includes(RestraintPermissions.ViolationUpdate) && PLAN_EDITABLE.includes(plan.status);
  // restraint.md: the LEA moves with violation finalize, the state with document approval update.
  const mover = isState
    ? held.includes(RestraintPermissions.DocumentApprovalUpdate)
      ? 'state'
      : null
    : held.includes(RestraintPermissions.ViolationFinalize)
      ? 'lea'
      : null;
  const moves = PLAN_MOVES.filter((move) => move.from === plan.status && move.by === mover);
  const runChange = useRefreshingTask(restraintKeys.all);
  const [reasoned, setReasoned] = useState<PlanMove | null>(null);
  const move = (next: PlanMove, reason?: string) => runChange(() => movePlan(plan.id, next.to, reason), { success: moveTexts(next).done });

  return (
    <section aria-label={T.title} style={{ marginTop: 32 }}>
      <Card
        title={
          <Space>
            {T.title}
            <Tag aria-label={`${T.status}: ${plan.status}`}>{plan.status}</Tag>
          </Space>
        }
      >
        <Typography.Paragraph>{T.due(formatDay(plan.dueDate))}</Typography.Paragraph>
        {mayWrite ? <PlanItemsForm plan={plan} /> : <PlanItemsTable plan={plan} />}
        <PlanDocuments plan={plan} isState={isState} />
        {moves.length ? (
          <Space wrap style={{ marginTop: 16 }}>
            {moves.map((next) => (
              <Button
                key={next.to}
                type={next.needsReason ? 'default' : 'primary'}
                onClick={() => (next.needsReason ? setReasoned(next) : void move(next))}
              >
                {moveTexts(next).text}
              </Button>
            ))}
          </Space>
        ) : null}
        <PlanHistory history={plan.history} />
      </Card>
      {reasoned ? (
        <ReasonDialog
          title={moveTexts(reasoned).title!}
          reasonLabel={moveTexts(reasoned).reason!}
          okText={moveTexts(reasoned).text}
          cancelText={T.cancel}
          onClose={() => setReasoned(null)}
          onOk={(reason) => move(reasoned, reason)}
        />
      ) : null}
    </section>
  );
}

function PlanItemsTable({ plan }: { plan: PlanRecord }) {
  const columns: TableColumnsType<PlanRecord['items'][number]> = [
    { title: T.itemFields.action, dataIndex: 'action' },
    { title: T.itemFields.description, dataIndex: 'description' },
    { title: T.itemFields.owner, dataIndex: 'owner' },
    { title: T.itemFields.targetDate, dataIndex: 'targetDate', render: (day: string) => formatDay(day) },
    { title: T.itemFields.status, dataIndex: 'status' },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {T.items}
      </Typography.Title>
      <Table
        {...tableDefaults}
        caption={T.itemsCaption}
        rowKey="id"
        columns={columns}
        dataSource={plan.items}
        pagination={false}
        locale={{ emptyText: <Typography.Text>{T.noItems}</Typography.Text> }}
      />
    </>
  );
}

const actionOptions = PLAN_ITEM_ACTIONS.map((action) => ({ value: action as string, label: action }));
const itemStatusOptions = PLAN_ITEM_STATUSES.map((status) => ({ value: status as string, label: status }));

/** The LEA writes the plan's items while it is Draft or Revisions required. */
function PlanItemsForm({ plan }: { plan: PlanRecord }) {
  const runChange = useRefreshingTask(restraintKeys.all, { afterFailure: false });
  const form = useFormik<{ items: PlanItemValues[] }>({
    initialValues: { items: planItemValues(plan.items) },
    validationSchema: planItemsSchema,
    onSubmit: async (values, helpers) => {
      const outcome = await runChange(() => savePlanItems(plan.id, toPlanItems(values.items)), { success: T.itemsSaved });
      applyOutcome<FormikErrors<{ items: PlanItemValues[] }>>(outcome, helpers);
    },
  });
  const bind = <V,>(name: string, label: string) => ({
    label,
    ...fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name)),
  });
  const items = form.values.items;
  const F = T.itemFields;
  return (
    <FormCard form={form} label={T.items} submitText={T.saveItems}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {T.items}
      </Typography.Title>
      {items.map((_, n) => (
        <section key={n} aria-label={T.item(n + 1)}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={4}>
              <SelectField<string> required options={actionOptions} {...bind<string | null>(`items.${n}.action`, F.action)} />
            </Col>
            <Col xs={24} md={6}>
              <TextField required {...bind<string>(`items.${n}.description`, F.description)} />
            </Col>
            <Col xs={24} md={6}>
              <TextField required {...bind<string>(`items.${n}.owner`, F.owner)} />
            </Col>
            <Col xs={24} md={4}>
              <DayPicker required {...bind<string | null>(`items.${n}.targetDate`, F.targetDate)} />
            </Col>
            <Col xs={24} md={4}>
              <SelectField<string> required options={itemStatusOptions} {...bind<string | null>(`items.${n}.status`, F.status)} />
            </Col>
            <Col xs={24} md={3}>
              {items.length > 1 ? (
                <Button
                  style={{ marginBottom: 24 }}
                  onClick={() =>
                    void form.setFieldValue(
                      'items',
                      items.filter((__, at) => at !== n),
                    )
                  }
                >
                  {T.removeItem(n + 1)}
                </Button>
              ) : null}
            </Col>
          </Row>
        </section>
      ))}
      <Button style={{ marginBottom: 16, marginRight: 8 }} onClick={() => void form.setFieldValue('items', [...items, newPlanItem()])}>
        {T.addItem}
      </Button>
    </FormCard>
  );
}

interface ShownDocument {
  link: PlanDocument;
  document: DocumentRecord;
}

/** The plan's documents with their newest version; the LEA uploads, the state approves or rejects a Pending version. */
function PlanDocuments({ plan, isState }: { plan: PlanRecord; isState: boolean }) {
  const held = usePermissions();
  const runChange = useRefreshingTask(restraintKeys.all);
  const runTask = useTaskSnackbar();
  const [rejecting, setRejecting] = useState<ShownDocument | null>(null);
  const documents = useQueries({
    queries: plan.documents.map((link) => ({
      queryKey: [...restraintKeys.plan(plan.id), 'document', link.documentId],
      queryFn: () => fetchDocument(link.documentId),
    })),
  });
  const shown: ShownDocument[] = plan.documents.flatMap((link, at) => {
    const document = documents[at]?.data;
    return document ? [{ link, document }] : [];
  });
  const mayDecide = isState && held.includes(RestraintPermissions.DocumentApprovalUpdate);
  const mayUpload = !isState && held.includes(RestraintPermissions.FileUpload) && plan.status !== 'Verified';
  const latest = (document: DocumentRecord) => document.versions[0];
  const decide = (shownDocument: ShownDocument, decision: 'Approved' | 'Rejected', reason?: string) =>
    runChange(
      () =>
        decideDocumentVersion(shownDocument.document.id, latest(shownDocument.document)!.version, {
          decision,
          ...(reason ? { reason } : {}),
        }),
      {
        success: T.documentDecided,
      },
    );

  const columns: TableColumnsType<ShownDocument> = [
    { title: T.documentColumns.title, key: 'title', render: (_, { document }) => document.title },
    { title: T.documentColumns.role, key: 'role', render: (_, { link }) => T.roles[link.role] },
    {
      title: T.documentColumns.version,
      key: 'version',
      render: (_, { document }) => {
        const version = latest(document);
        return version ? (
          <Button type="link" onClick={() => void runTask(() => downloadDocumentVersion(document.id, version.version, version.fileName))}>
            {`${version.fileName} (v${version.version}, ${formatDateTime(version.uploadedAt)})`}
          </Button>
        ) : null;
      },
    },
    { title: T.documentColumns.status, key: 'status', render: (_, { document }) => latest(document)?.status ?? T.noDocuments },
    ...(mayDecide
      ? [
          {
            title: T.documentColumns.actions,
            key: 'actions',
            render: (_: unknown, entry: ShownDocument) =>
              latest(entry.document)?.status === 'Pending' ? (
                <Space>
                  <Button size="small" aria-label={T.approveDocument(entry.document.title)} onClick={() => void decide(entry, 'Approved')}>
                    {T.approve}
                  </Button>
                  <Button size="small" aria-label={T.rejectDocument(entry.document.title)} onClick={() => setRejecting(entry)}>
                    {T.reject}
                  </Button>
                </Space>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <section aria-label={T.documents} style={{ marginTop: 24 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {T.documents}
      </Typography.Title>
      <Table<ShownDocument>
        {...tableDefaults}
        caption={T.documentsCaption}
        rowKey={({ document }) => document.id}
        columns={columns}
        dataSource={shown}
        loading={documents.some((each) => each.isLoading)}
        pagination={false}
        locale={{ emptyText: <Typography.Text>{T.noDocuments}</Typography.Text> }}
      />
      {mayUpload ? <UploadDocument plan={plan} /> : null}
      {rejecting ? (
        <ReasonDialog
          title={T.rejectTitle(rejecting.document.title)}
          reasonLabel={T.rejectReason}
          okText={T.reject}
          cancelText={T.cancel}
          onClose={() => setRejecting(null)}
          onOk={(reason) => decide(rejecting, 'Rejected', reason)}
        />
      ) : null}
    </section>
  );
}

/** Upload a file to the documents service, then file it under the plan: the plan document before approval, evidence after. */
function UploadDocument({ plan }: { plan: PlanRecord }) {
  const runChange = useRefreshingTask(restraintKeys.all);
  const evidenceDue = plan.status === 'Approved' || plan.status === 'Evidence submitted';
  const [role, setRole] = useState<PlanDocument['role']>(evidenceDue ? 'evidence' : 'plan');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const ids = { title: `plan-${plan.id}-title`, file: `plan-${plan.id}-file`, role: `plan-${plan.id}-role` };
  const missing = !file || !title.trim();

  const upload = async () => {
    setTried(true);
    if (missing) return;
    const outcome = await runChange(
      async () => {
        const document = await uploadDocument(
          { recordType: role === 'plan' ? 'plan' : 'plan-evidence', recordId: String(plan.id), leaId: plan.leaId, title: title.trim() },
          file,
        );
        return attachPlanDocument(plan.id, { documentId: document.id, role });
      },
      { success: T.uploaded },
    );
    if (outcome.ok) {
      setTitle('');
      setFile(null);
      setTried(false);
      setInputKey((key) => key + 1);
    }
  };

  return (
    <Card size="small" title={T.upload} style={{ marginTop: 16 }}>
      <Form layout="vertical" component={false}>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={6}>
            <Form.Item label={T.uploadRole} htmlFor={ids.role}>
              <Select<PlanDocument['role']>
                id={ids.role}
                aria-label={T.uploadRole}
                value={role}
                onChange={setRole}
                options={(['plan', 'evidence'] as const).map((value) => ({ value, label: T.roles[value]! }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item label={T.uploadTitle} htmlFor={ids.title} required>
              <Input id={ids.title} aria-required maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={T.uploadFile} htmlFor={ids.file} required>
              <input
                key={inputKey}
                id={ids.file}
                type="file"
                aria-required
                accept=".pdf,.docx,.xlsx,.jpg,.jpeg,.png"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={3}>
            <Form.Item>
              <Button onClick={() => void upload()}>{T.uploadButton}</Button>
            </Form.Item>
          </Col>
        </Row>
        {tried && missing ? <Alert type="error" showIcon title={T.needFileAndTitle} role="alert" /> : null}
      </Form>
    </Card>
  );
}

const planFieldLabels: Readonly<Record<string, string>> = { status: T.status, items: T.items };

function PlanHistory({ history }: { history: PlanHistoryEntry[] }) {
  return (
    <HistoryTable
      entries={history.map(({ byName, ...entry }) => ({ ...entry, userName: byName }))}
      fieldLabel={(field) => planFieldLabels[field] ?? field}
      caption={T.historyCaption}
      title={T.history}
      level={3}
    />
  );
}
