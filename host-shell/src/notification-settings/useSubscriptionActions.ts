import { useCallback } from 'react';
import { SubscriptionMessages, type Subscription, type SubscriptionSave } from '@portal/shared-contracts';
import { useConfirm, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import { useSubscriptions } from './useSubscriptions';

const outcomeTexts = { success: SubscriptionMessages.saved, error: SubscriptionMessages.failed };

/**
 * Saving and unsubscribing as the user meets them: under the task snackbar with spec 8's words,
 * unsubscribing only after the user confirms. Each resolves true once the server took the change.
 */
export function useSubscriptionActions() {
  const { list, save, remove } = useSubscriptions();
  const confirm = useConfirm();
  const runTask = useTaskSnackbar();
  const { mutateAsync: saveAsync } = save;
  const { mutateAsync: removeAsync } = remove;

  const saveChanges = useCallback(
    async (body: SubscriptionSave) => (await runTask(() => saveAsync(body), outcomeTexts)).ok,
    [runTask, saveAsync],
  );

  const unsubscribeFrom = useCallback(
    async (subscription: Subscription) => {
      const id = subscription.eventNotificationSubscriptionId;
      if (id === null) return false;
      const sure = await confirm({
        title: SubscriptionMessages.confirmUnsubscribe(subscription.name),
        okLabel: SubscriptionMessages.unsubscribe,
        cancelLabel: SubscriptionMessages.cancel,
      });
      if (!sure) return false;
      return (await runTask(() => removeAsync(id), outcomeTexts)).ok;
    },
    [confirm, runTask, removeAsync],
  );

  return { list, saveChanges, unsubscribeFrom };
}
