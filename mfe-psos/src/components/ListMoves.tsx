import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { PsosMessages, PsosPermissions, type CollectionLea, type CollectionRecord } from '@portal/shared-contracts/psos';
import { useConfirm, usePermissions, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { setListBack, submitList } from '../api/collections';
import { psosKeys } from '../api/keys';
import { ReasonDialog } from './ReasonDialog';

export const ListMovesTexts = {
  submit: 'Submit the list',
  submitConfirm:
    '<p>The list becomes Verified and read-only to the district; only a death or a return to school can still be recorded.</p>',
  submitted: 'List submitted',
  setBack: 'Set the list back',
  setBackTitle: (lea: string) => `Set the list of ${lea} back`,
  setBackReason: 'Why it is set back',
  setBackDone: 'List set back to In verification',
  submitLabel: (lea: string) => `Submit the list of ${lea}`,
  setBackLabel: (lea: string) => `Set the list back (${lea})`,
} as const;

/**
 * An LEA's list moves (psos.md, "Student lists"): the district submits when nothing is Pending, and
 * the list is Verified; a state user with collection edit sets a Verified list back, with a reason.
 */
export function ListMoves({ collection, lea }: { collection: CollectionRecord; lea: CollectionLea }) {
  const T = ListMovesTexts;
  const canSetBack = usePermissions().includes(PsosPermissions.CollectionEdit);
  const confirm = useConfirm();
  const runTask = useRefreshingTask(psosKeys.all);
  const [settingBack, setSettingBack] = useState(false);
  if (collection.status === 'Closed') return null;
  return (
    <Space wrap>
      {lea.listStatus === 'InVerification' ? (
        <>
          <Button
            aria-label={T.submitLabel(lea.leaName)}
            disabled={lea.pending > 0}
            onClick={async () => {
              if (await confirm({ html: T.submitConfirm }))
                await runTask(() => submitList(collection.id, lea.leaId), { success: T.submitted });
            }}
          >
            {T.submit}
          </Button>
          {lea.pending > 0 ? <Typography.Text type="secondary">{PsosMessages.pendingLeft(lea.pending)}</Typography.Text> : null}
        </>
      ) : null}
      {lea.listStatus === 'Verified' && canSetBack ? (
        <Button aria-label={T.setBackLabel(lea.leaName)} onClick={() => setSettingBack(true)}>
          {T.setBack}
        </Button>
      ) : null}
      {settingBack ? (
        <ReasonDialog
          title={T.setBackTitle(lea.leaName)}
          reasonLabel={T.setBackReason}
          saveText={T.setBack}
          messages={{ success: T.setBackDone }}
          move={(reason) => setListBack(collection.id, lea.leaId, reason)}
          onClose={() => setSettingBack(false)}
        />
      ) : null}
    </Space>
  );
}
