import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { DEFAULT_PAGE_SIZE, type Subscription } from '@portal/shared-contracts';
import { caseInsensitiveSorter, tableDefaults, useMinColumnWidth, usePaginator } from '@portal/shared-contracts/sdk';
import { canUnsubscribe, subscriptionSummary, SubscriptionTexts } from './subscription-summary';

/** The column headers, written as spec 2 writes them. */
export const SubscriptionColumns = {
  actions: 'Actions',
  name: 'name',
  description: 'description',
  subscription: 'subscription',
  manage: 'Manage Subscription',
} as const;

/** The id of a row's Manage Subscription button, where the keyboard goes back to after that row's Unsubscribe. */
export const manageButtonId = (subscription: Subscription) => `manage-subscription-${subscription.eventNotificationTypeId}`;

function SubscriptionCell({ subscription }: { subscription: Subscription }) {
  const { status, channels, required } = subscriptionSummary(subscription);
  return (
    <div>
      <span style={{ fontWeight: subscription.isSubscribed ? 600 : 400 }}>{status}</span>
      {required ? (
        <>
          {' '}
          <Tag color="blue" style={{ marginInlineStart: 8 }}>
            {SubscriptionTexts.required}
          </Tag>
        </>
      ) : null}
      {channels ? <div>{channels}</div> : null}
    </div>
  );
}

interface SubscriptionTableProps {
  subscriptions: Subscription[];
  loading: boolean;
  onManage(subscription: Subscription): void;
  onUnsubscribe(subscription: Subscription): void;
}

/** Spec 2's table of the notification types the user may receive: 25 a page, of 25, 50 or 100. */
export function SubscriptionTable({ subscriptions, loading, onManage, onUnsubscribe }: SubscriptionTableProps) {
  const { pagination } = usePaginator(DEFAULT_PAGE_SIZE, { all: false });
  const minWidth = useMinColumnWidth();
  const columns: TableColumnsType<Subscription> = [
    {
      key: 'actions',
      title: SubscriptionColumns.actions,
      minWidth,
      render: (_, subscription) => (
        // Disabled rather than left out, so every row reads the same; a required type cannot be left (spec 5).
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          disabled={!canUnsubscribe(subscription)}
          aria-label={`Unsubscribe from ${subscription.name}`}
          onClick={() => onUnsubscribe(subscription)}
        >
          Unsubscribe
        </Button>
      ),
    },
    { key: 'name', title: SubscriptionColumns.name, dataIndex: 'name', minWidth, sorter: caseInsensitiveSorter<Subscription>('name') },
    {
      key: 'description',
      title: SubscriptionColumns.description,
      dataIndex: 'description',
      minWidth,
      sorter: caseInsensitiveSorter<Subscription>('description'),
    },
    {
      key: 'subscription',
      title: SubscriptionColumns.subscription,
      minWidth,
      render: (_, subscription) => <SubscriptionCell subscription={subscription} />,
    },
    {
      key: 'manage',
      title: SubscriptionColumns.manage,
      minWidth,
      render: (_, subscription) => (
        <Button
          id={manageButtonId(subscription)}
          aria-label={`${SubscriptionColumns.manage} for ${subscription.name}`}
          onClick={() => onManage(subscription)}
        >
          {SubscriptionColumns.manage}
        </Button>
      ),
    },
  ];
  return (
    <Table<Subscription>
      {...tableDefaults}
      rowKey="eventNotificationTypeId"
      dataSource={subscriptions}
      columns={columns}
      loading={loading}
      pagination={pagination}
      // Narrow screens scroll the table, not the page.
      scroll={{ x: 'max-content' }}
    />
  );
}
