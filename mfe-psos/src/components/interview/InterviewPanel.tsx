import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, Skeleton, Space, Table, Typography, type TableColumnsType } from 'antd';
import {
  CategoryLabels,
  ContactOutcomeLabels,
  ExclusionReasonLabels,
  SurveyStatusLabels,
  VerificationLabels,
  type Attempt,
  type CollectionRecord,
  type SurveyLink,
  type YouthHistoryEntry,
  type YouthRecord,
  YouthHistoryActionLabels,
} from '@portal/shared-contracts/psos';
import {
  formatDateTime,
  formatDay,
  HistoryTable,
  httpErrorMessage,
  ScrollRegion,
  tableDefaults,
  useConfirm,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { definitionOf, fetchInstrumentVersion } from '../../api/instrument';
import { psosKeys } from '../../api/keys';
import { closeUnreachable, fetchAttempts, fetchYouth, fetchYouthHistory, makeSurveyLink } from '../../api/youth';
import { ContactModeLabels, ExitReasonLabels, InterviewModeLabels, RespondentLabels } from '../psos-labels';
import { youthName } from '../youth-columns';
import { AttemptDialog } from './AttemptDialog';
import { InterviewForm } from './InterviewForm';
import { InterviewTexts as T } from './interview-texts';

const attemptColumns: TableColumnsType<Attempt> = [
  { key: 'at', dataIndex: 'attemptedAt', title: T.attemptColumns.at, render: formatDateTime },
  { key: 'mode', dataIndex: 'mode', title: T.attemptColumns.mode, render: (mode: Attempt['mode']) => ContactModeLabels[mode] },
  { key: 'outcome', dataIndex: 'outcome', title: T.attemptColumns.outcome, render: (o: Attempt['outcome']) => ContactOutcomeLabels[o] },
  { key: 'contactUsed', dataIndex: 'contactUsed', title: T.attemptColumns.contactUsed },
  { key: 'by', dataIndex: 'userName', title: T.attemptColumns.by },
  { key: 'note', dataIndex: 'note', title: T.attemptColumns.note },
];

const phoneText = (digits: string | null) => (digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : T.none);

/** Who the youth is and how to reach them; a vendor's user gets no demographics (the service leaves them out). */
function YouthSummary({ youth }: { youth: YouthRecord }) {
  const { contact, demographics } = youth;
  const address = [contact.street, contact.city, contact.state, contact.zip].filter(Boolean).join(', ');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {T.youth}
        </Typography.Title>
      }
      items={[
        { key: 'ssid', label: T.fields.stateStudentId, children: youth.stateStudentId },
        { key: 'status', label: T.fields.status, children: SurveyStatusLabels[youth.surveyStatus] },
        { key: 'category', label: T.fields.category, children: youth.category ? CategoryLabels[youth.category] : T.none },
        { key: 'verification', label: T.fields.verification, children: VerificationLabels[youth.verification] },
        { key: 'exit', label: T.fields.exit, children: formatDay(youth.exitDate) },
        ...(demographics
          ? [
              { key: 'exitReason', label: T.fields.exitReason, children: ExitReasonLabels[demographics.exitReason] },
              { key: 'disability', label: T.fields.disability, children: demographics.disabilityCategory },
            ]
          : []),
        { key: 'phone', label: T.fields.phone, children: phoneText(contact.phone) },
        { key: 'altPhone', label: T.fields.altPhone, children: phoneText(contact.altPhone) },
        {
          key: 'guardian',
          label: T.fields.guardian,
          children: contact.guardianName
            ? `${contact.guardianName}, ${phoneText(contact.guardianPhone)}`
            : phoneText(contact.guardianPhone),
        },
        { key: 'email', label: T.fields.email, children: contact.email ?? T.none },
        { key: 'address', label: T.fields.address, children: address || T.none },
      ]}
    />
  );
}

function Attempts({ youth, mayAct, unreachableAfter }: { youth: YouthRecord; mayAct: boolean; unreachableAfter: number }) {
  const attempts = useQuery({ queryKey: psosKeys.attempts(youth.id), queryFn: () => fetchAttempts(youth.id) });
  const [logging, setLogging] = useState(false);
  const runTask = useRefreshingTask(psosKeys.all);
  const confirm = useConfirm();
  // psos.md: closed as Unreachable only after the setting's attempts, never over a classifiable interview.
  const mayClose =
    mayAct && youth.attempts >= unreachableAfter && youth.surveyStatus !== 'Completed' && youth.surveyStatus !== 'Unreachable';
  return (
    <section aria-labelledby="psos-attempts-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="psos-attempts-title" style={{ fontSize: 18 }}>
        {T.attemptsTitle}
      </Typography.Title>
      {mayAct ? (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button onClick={() => setLogging(true)}>{T.logAttempt}</Button>
          {mayClose ? (
            <Button
              onClick={async () => {
                if (await confirm({ html: T.unreachableConfirm }))
                  await runTask(() => closeUnreachable(youth.id), { success: T.closedUnreachable });
              }}
            >
              {T.closeUnreachable}
            </Button>
          ) : null}
        </Space>
      ) : null}
      {attempts.error ? <Alert type="error" showIcon title={httpErrorMessage(attempts.error)} /> : null}
      {attempts.data?.length === 0 ? (
        <Typography.Paragraph>{T.noAttempts}</Typography.Paragraph>
      ) : (
        <ScrollRegion label={T.attemptsCaption}>
          <Table<Attempt>
            {...tableDefaults}
            size="small"
            caption={T.attemptsCaption}
            rowKey="id"
            columns={attemptColumns}
            dataSource={attempts.data}
            loading={attempts.isFetching}
            pagination={false}
          />
        </ScrollRegion>
      )}
      {logging ? <AttemptDialog youth={youth} contact={youth.contact.phone} onClose={() => setLogging(false)} /> : null}
    </section>
  );
}

/** The youth's single-use survey link, made on request and shown to copy into a letter, an e-mail or a text. */
function SurveyLinkSection({ youth }: { youth: YouthRecord }) {
  const runTask = useRefreshingTask(psosKeys.youth(youth.id));
  const [link, setLink] = useState<SurveyLink | null>(null);
  return (
    <section aria-labelledby="psos-link-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="psos-link-title" style={{ fontSize: 18 }}>
        {T.linkTitle}
      </Typography.Title>
      <Typography.Paragraph>{T.linkIntro}</Typography.Paragraph>
      {link ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input aria-label={T.link} readOnly value={link.url} onFocus={(event) => event.target.select()} />
          <Typography.Text type="secondary">{T.linkReplaces}</Typography.Text>
        </Space>
      ) : (
        <Button
          onClick={async () => {
            const outcome = await runTask(() => makeSurveyLink(youth.id), { success: T.linkMade });
            if (outcome.ok) setLink(outcome.value);
          }}
        >
          {T.makeLink}
        </Button>
      )}
    </section>
  );
}

/** The codes a youth's history records, by field, in words (an attempt's and an interview's modes share the field). */
const historyValueLabels: Record<string, Record<string, string>> = {
  verification: VerificationLabels,
  exclusionReason: ExclusionReasonLabels,
  outcome: ContactOutcomeLabels,
  mode: { ...InterviewModeLabels, ...ContactModeLabels },
  respondent: RespondentLabels,
  category: CategoryLabels,
  exitReason: ExitReasonLabels,
};
const inWords = (field: string, value: unknown) => (typeof value === 'string' ? (historyValueLabels[field]?.[value] ?? value) : value);

const historyInWords = (entry: YouthHistoryEntry): YouthHistoryEntry => ({
  ...entry,
  action: YouthHistoryActionLabels[entry.action] ?? entry.action,
  changes: Object.fromEntries(
    Object.entries(entry.changes).map(([field, { from, to }]) => [field, { from: inWords(field, from), to: inWords(field, to) }]),
  ),
});

/** Who changed what on the youth and when, newest first, each change in the reader's words. */
function YouthHistory({ youthId }: { youthId: number }) {
  const history = useQuery({ queryKey: psosKeys.youthHistory(youthId), queryFn: () => fetchYouthHistory(youthId) });
  return (
    <>
      {history.error ? <Alert type="error" showIcon title={httpErrorMessage(history.error)} style={{ marginTop: 24 }} /> : null}
      <HistoryTable
        entries={history.data?.map(historyInWords)}
        loading={history.isLoading}
        fieldLabel={(field) => T.historyFields[field as keyof typeof T.historyFields] ?? field}
        caption={T.historyCaption}
      />
    </>
  );
}

/**
 * The staff interview screen of one youth (psos.md, "Who answers and how" and "Contact attempts"):
 * who the youth is, the contact attempts, the survey link, the interview on the collection's
 * instrument version, and the youth's history. An excluded youth, or a collection not Open, is read-only.
 */
export function InterviewPanel({ youthId, collection, backTo }: { youthId: number; collection: CollectionRecord; backTo: string }) {
  const youth = useQuery({ queryKey: psosKeys.youth(youthId), queryFn: () => fetchYouth(youthId) });
  const version = collection.instrumentVersion;
  const instrument = useQuery({
    queryKey: psosKeys.instrumentVersion(version ?? 0),
    queryFn: () => fetchInstrumentVersion(version!),
    enabled: version !== null,
    staleTime: Infinity,
  });
  const error = youth.error ?? instrument.error;
  const open = collection.status === 'Open';
  const excluded = youth.data?.verification === 'Excluded';
  const mayAct = open && !excluded;
  return (
    <>
      <Link to={backTo}>{T.back}</Link>
      {error ? <Alert type="error" showIcon title={httpErrorMessage(error)} style={{ marginTop: 16 }} /> : null}
      {!youth.data && !error ? <Skeleton active /> : null}
      {youth.data ? (
        <>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 16 }}>
            {T.title(youthName(youth.data))}
          </Typography.Title>
          {excluded ? <Alert type="warning" showIcon title={T.excluded} style={{ marginBottom: 16 }} /> : null}
          {!open ? <Alert type="info" showIcon title={T.closed} style={{ marginBottom: 16 }} /> : null}
          <YouthSummary youth={youth.data} />
          <Attempts youth={youth.data} mayAct={mayAct} unreachableAfter={collection.settings?.unreachableAfterAttempts ?? Infinity} />
          {mayAct ? <SurveyLinkSection youth={youth.data} /> : null}
          {instrument.data && collection.settings ? (
            <InterviewForm youth={youth.data} collection={collection} definition={definitionOf(instrument.data)} readOnly={!mayAct} />
          ) : null}
          <YouthHistory youthId={youth.data.id} />
        </>
      ) : null}
    </>
  );
}
