import { useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Card } from 'antd';
import { shellRoutes, type NotificationMessage } from '@portal/shared-contracts';
import { httpErrorMessage } from '@portal/shared-contracts/sdk';
import { MessageItem } from './MessageItem';
import { useUserMessages } from './useUserMessages';

export const NO_MESSAGES = 'You do not have any system messages.';

/** Spec 2 and 4: the user's system messages, with the way to their notification settings. */
export function MessagesWidget() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { list, view, dismiss } = useUserMessages();
  const failure = list.error ?? view.error ?? dismiss.error;
  // One change at a time: a second click on Dismiss would otherwise meet a 404 for a message already gone.
  // The buttons stay enabled meanwhile, because disabling the focused one would drop the keyboard's focus.
  const startChange = (run: () => void) => {
    if (view.isPending || dismiss.isPending) return;
    view.reset();
    dismiss.reset();
    run();
  };
  const open = (message: NotificationMessage) =>
    startChange(() => view.mutate(message.id, { onSuccess: () => (message.openUrl ? navigate(message.openUrl) : undefined) }));
  // The dismissed message's button goes with it; the widget's heading keeps the keyboard user's place.
  const remove = (message: NotificationMessage) =>
    startChange(() => dismiss.mutate(message.id, { onSuccess: () => heading.current?.focus() }));

  return (
    <section aria-labelledby={headingId}>
      <Card
        title={
          <h2 id={headingId} ref={heading} tabIndex={-1} style={{ fontSize: 16, margin: 0 }}>
            Messages
          </h2>
        }
        extra={<Link to={shellRoutes.notificationSettings.path}>{shellRoutes.notificationSettings.breadcrumb}</Link>}
      >
        {failure ? (
          <Alert type="error" showIcon title={httpErrorMessage(failure)} style={{ marginBottom: 8, whiteSpace: 'pre-line' }} />
        ) : null}
        {list.isPending ? <p role="status">Loading messages...</p> : null}
        {list.data?.length === 0 ? <p style={{ margin: 0 }}>{NO_MESSAGES}</p> : null}
        {list.data?.length ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.data.map((message) => (
              <MessageItem key={message.id} message={message} onOpen={() => open(message)} onDismiss={() => remove(message)} />
            ))}
          </ul>
        ) : null}
      </Card>
    </section>
  );
}
