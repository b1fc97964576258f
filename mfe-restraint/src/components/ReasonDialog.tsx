import { useId, useState, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { FieldMessages } from '@portal/shared-contracts';

interface ReasonDialogProps {
  title: string;
  okText: string;
  cancelText: string;
  reasonLabel: string;
  /** Whether the move may go without a reason. */
  optional?: boolean;
  /** Above the reason: what the move is about, or a choice that goes with it. */
  children?: ReactNode;
  /** Runs the move; the dialog closes when it went through. */
  onOk(reason: string): Promise<boolean>;
  onClose(): void;
}

/** A move that names its reason (reopen, a decision, a plan sent back): the reason, then the move. */
export function ReasonDialog({ title, okText, cancelText, reasonLabel, optional, children, onOk, onClose }: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = !optional && !reason.trim();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ loading: busy }}
      onOk={async () => {
        setTried(true);
        if (missing) return;
        setBusy(true);
        try {
          if (await onOk(reason.trim())) onClose();
        } finally {
          setBusy(false);
        }
      }}
      onCancel={onClose}
    >
      {children}
      <Form layout="vertical" component={false}>
        <Form.Item
          label={reasonLabel}
          htmlFor={id}
          required={!optional}
          validateStatus={tried && missing ? 'error' : undefined}
          help={tried && missing ? FieldMessages.required : undefined}
        >
          <Input.TextArea
            id={id}
            aria-required={!optional}
            maxLength={1000}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
