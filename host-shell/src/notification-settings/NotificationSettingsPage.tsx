import { useState } from 'react';
import { Typography } from 'antd';
import { shellRoutes, type Subscription } from '@portal/shared-contracts';
import { SubscriptionDialog } from './SubscriptionDialog';
import { manageButtonId, SubscriptionTable } from './SubscriptionTable';
import { useSubscriptionActions } from './useSubscriptionActions';

/** Spec 2's Notification Settings page: the notification types the user may receive, and the dialog that manages one. */
export function NotificationSettingsPage() {
  const { list, saveChanges, unsubscribeFrom } = useSubscriptionActions();
  // The row being managed stays until the dialog has closed, so the dialog can hand focus back.
  const [managing, setManaging] = useState<Subscription | null>(null);
  const [open, setOpen] = useState(false);

  const manage = (subscription: Subscription) => {
    setManaging(subscription);
    setOpen(true);
  };
  // The row's Unsubscribe is disabled once it worked: the keyboard moves on to the row's Manage Subscription.
  const unsubscribeRow = async (subscription: Subscription) => {
    if (await unsubscribeFrom(subscription)) document.getElementById(manageButtonId(subscription))?.focus();
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {shellRoutes.notificationSettings.breadcrumb}
      </Typography.Title>
      <Typography.Paragraph>Choose which notifications you receive, and how.</Typography.Paragraph>
      <SubscriptionTable
        subscriptions={list.data ?? []}
        loading={list.isPending}
        onManage={manage}
        onUnsubscribe={(subscription) => void unsubscribeRow(subscription)}
      />
      {managing ? (
        <SubscriptionDialog
          key={managing.eventNotificationTypeId}
          subscription={managing}
          open={open}
          onClose={() => setOpen(false)}
          afterClose={() => setManaging(null)}
          onSave={saveChanges}
          onUnsubscribe={unsubscribeFrom}
        />
      ) : null}
    </>
  );
}
