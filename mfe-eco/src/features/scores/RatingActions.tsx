import { useState } from 'react';
import { Button, Form, Input, Modal, Space } from 'antd';
import { EcoPermissions, type RatingSet } from '@portal/shared-contracts/eco';
import { usePermissions } from '@portal/shared-contracts/sdk';
import type { RatingAction } from '../../api/ratings';
import { ScoreTexts as T } from './score-texts';

interface RatingActionsProps {
  ratings: RatingSet | null;
  /** The form holds changes not yet saved: submitting would send the old ratings. */
  dirty: boolean;
  onAction(action: RatingAction, reason?: string): Promise<boolean>;
}

/** Submit, finalize and unlock, each offered when the ratings' state and the user's permissions allow it. */
export function RatingActions({ ratings, dirty, onAction }: RatingActionsProps) {
  const permissions = usePermissions();
  const [unlocking, setUnlocking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<RatingAction | null>(null);
  const may = (permission: string) => permissions.includes(permission);
  const run = async (action: RatingAction, why?: string) => {
    setBusy(action);
    try {
      return await onAction(action, why);
    } finally {
      setBusy(null);
    }
  };
  if (!ratings) return null;

  return (
    <Space wrap style={{ marginTop: 16 }}>
      {ratings.status === 'Draft' && may(EcoPermissions.SubmitScores) ? (
        <Button disabled={dirty} title={dirty ? T.unsaved : undefined} loading={busy === 'submit'} onClick={() => void run('submit')}>
          {T.submit}
        </Button>
      ) : null}
      {ratings.status === 'Submitted' && may(EcoPermissions.FinalizeScores) ? (
        <Button type="primary" loading={busy === 'finalize'} onClick={() => void run('finalize')}>
          {T.finalize}
        </Button>
      ) : null}
      {ratings.status === 'Finalized' && may(EcoPermissions.Unlock) ? <Button onClick={() => setUnlocking(true)}>{T.unlock}</Button> : null}
      <Modal
        open={unlocking}
        title={T.unlockTitle}
        okText={T.unlock}
        cancelText={T.cancel}
        okButtonProps={{ disabled: !reason.trim(), loading: busy === 'unlock' }}
        onOk={async () => {
          if (await run('unlock', reason.trim())) {
            setUnlocking(false);
            setReason('');
          }
        }}
        onCancel={() => setUnlocking(false)}
      >
        <Form layout="vertical" component={false}>
          <Form.Item label={T.unlockReason} htmlFor="unlock-reason" required>
            <Input.TextArea
              id="unlock-reason"
              aria-required
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
