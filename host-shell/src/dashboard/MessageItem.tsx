import { useId } from 'react';
import { Button, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { MessageStatus, type NotificationMessage } from '@portal/shared-contracts';

// Spec 9: date and time displays use 12-hour AM/PM.
const createdOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', hour12: true });

interface MessageItemProps {
  message: NotificationMessage;
  onOpen(): void;
  onDismiss(): void;
}

/** One system message: opening it marks it Viewed (and follows its link), dismissing removes it. */
export function MessageItem({ message, onOpen, onDismiss }: MessageItemProps) {
  const id = useId();
  const isNew = message.status === MessageStatus.New;
  // The tag and the date describe the button, so a keyboard user hears them on reaching it.
  const describedBy = isNew ? `${id}-new ${id}-date` : `${id}-date`;
  return (
    <li style={{ display: 'flex', alignItems: 'flex-start', gap: 8, paddingBlock: 8, borderBottom: '1px solid #f0f0f0' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Button
          type="link"
          onClick={onOpen}
          aria-describedby={describedBy}
          style={{
            display: 'block',
            height: 'auto',
            padding: 0,
            whiteSpace: 'normal',
            textAlign: 'start',
            overflowWrap: 'anywhere',
            fontWeight: isNew ? 600 : 400,
          }}
        >
          {message.message}
        </Button>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4, fontSize: 12 }}>
          {isNew ? (
            <Tag id={`${id}-new`} color="blue" style={{ marginInlineEnd: 0 }}>
              New
            </Tag>
          ) : null}
          <time id={`${id}-date`} dateTime={message.createdOn}>
            {createdOn.format(new Date(message.createdOn))}
          </time>
        </div>
      </div>
      <Button type="text" icon={<CloseOutlined />} onClick={onDismiss} aria-label={`Dismiss message: ${message.message}`} title="Dismiss" />
    </li>
  );
}
