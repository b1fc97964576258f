import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Tag, Typography } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import { EcoPermissions, type ChildFields, type RatingPhase } from '@portal/shared-contracts/eco';
import {
  formatDateTime,
  httpErrorMessage,
  TextBlock,
  useCurrentRoute,
  usePermissions,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { ChildDialog } from '../../components/ChildDialog';
import { fetchChild, updateChild } from '../../api/children';
import { ecoKeys } from '../../api/keys';
import { changeRatings, saveRatings, type RatingAction } from '../../api/ratings';
import { RecordTexts } from '../../components/record-texts';
import { fetchEcoSettings } from '../../api/settings';
import { ChildHistory } from './ChildHistory';
import { ChildSummary } from './ChildSummary';
import { RatingActions } from './RatingActions';
import { RatingsForm } from './RatingsForm';
import { StatusLabels, ScoreTexts as T } from './score-texts';
import type { toRatingsSave } from './rating-form';

const actionDone: Record<RatingAction, string> = { submit: T.submitted, finalize: T.finalized, unlock: T.unlocked };

/**
 * Entry Score and Exit Score (/child-search/entryscore and /exitscore?childId=…): one child's
 * ratings of one phase, saved as a draft under eco.md's rules, then submitted, finalized by the
 * state, and unlocked with a reason; the record's history below.
 */
export function ScorePage({ phase }: { phase: RatingPhase }) {
  const { app, route } = useCurrentRoute();
  const [params] = useSearchParams();
  const childId = Number(params.get('childId'));
  const runChange = useRefreshingTask(ecoKeys.all);
  // A refused save keeps the ratings as typed: a newer version read back would remount the form.
  const saveRatingsChange = useRefreshingTask(ecoKeys.all, { afterFailure: false });
  const [editing, setEditing] = useState(false);
  const [dirty, setDirty] = useState(false);
  // State staff who finalize and unlock see the ratings; only those who enter them may change them.
  const mayEnter = usePermissions().includes(EcoPermissions.SubmitScores);
  const child = useQuery({ queryKey: ecoKeys.child(childId), queryFn: () => fetchChild(childId), enabled: childId > 0 });
  // Only exit asks the progress question and runs the rules the state may set.
  const settings = useQuery({ queryKey: ecoKeys.settings, queryFn: fetchEcoSettings, enabled: phase === 'exit' });

  const heading = <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>;
  if (!(childId > 0) || child.isError) {
    return (
      <>
        {heading}
        <Typography.Paragraph>
          {child.isError ? T.notFound : T.chooseChild} <Link to={`${app.basePath}/search`}>{T.openSearch}</Link>
        </Typography.Paragraph>
      </>
    );
  }
  if (!child.data || (phase === 'exit' && settings.isPending)) return heading;
  const record = child.data;
  const ratings = phase === 'entry' ? record.entry : record.exit;
  const blocked =
    phase === 'exit'
      ? !record.entry
        ? T.needEntryFirst
        : !record.exitDate
          ? T.needExitDate
          : settings.error
            ? T.settingsUnavailable(httpErrorMessage(settings.error))
            : null
      : null;

  const save = (body: ReturnType<typeof toRatingsSave>) => saveRatingsChange(() => saveRatings(childId, phase, body), { success: T.saved });
  const act = async (action: RatingAction, reason?: string) => {
    const outcome = await runChange(() => changeRatings(childId, phase, action, reason), { success: actionDone[action] });
    return outcome.ok;
  };
  const saveChild = (fields: ChildFields) =>
    runChange(() => updateChild(childId, { ...fields, version: record.version }), { success: RecordTexts.saved });

  return (
    <>
      {heading}
      {phase === 'entry' ? <TextBlock code={TextBlockCodes.entryDate} /> : null}
      <ChildSummary child={record} onEdit={() => setEditing(true)} />
      <Space align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {T.ratingsTitle(phase)}
        </Typography.Title>
        <Tag aria-label={`${T.status}: ${ratings ? StatusLabels[ratings.status] : T.notStarted}`}>
          {ratings ? StatusLabels[ratings.status] : T.notStarted}
        </Tag>
      </Space>
      {ratings?.unlockedAt && ratings.unlockReason ? (
        <Typography.Paragraph type="secondary">
          {T.lastUnlock(formatDateTime(ratings.unlockedAt), ratings.unlockReason)}
        </Typography.Paragraph>
      ) : null}
      {blocked ? (
        <Alert type="info" showIcon title={blocked} />
      ) : (
        <>
          {ratings?.status === 'Finalized' ? <Alert type="info" showIcon title={T.readOnly} style={{ marginBottom: 16 }} /> : null}
          <RatingsForm
            key={ratings?.version ?? 0}
            child={record}
            phase={phase}
            readOnly={!mayEnter || ratings?.status === 'Finalized'}
            settings={settings.data ?? null}
            onSave={save}
            onDirtyChange={setDirty}
          />
          <RatingActions ratings={ratings} dirty={dirty} onAction={act} />
        </>
      )}
      <ChildHistory childId={childId} />
      {editing ? <ChildDialog child={record} onClose={() => setEditing(false)} onSave={saveChild} /> : null}
    </>
  );
}
