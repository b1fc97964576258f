import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Skeleton, Tabs, Typography } from 'antd';
import { AppPermissions, hasAnyPermission } from '@portal/shared-contracts';
import { type EmailLogDetail } from '@portal/shared-contracts/admin';
import { formatDateTime, httpErrorMessage, SafeHtml, usePermissions, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import { retryEmail } from '../../api/notifications';
import { fetchEmailLog } from '../../api/email-logs';
import { EmailLogColumns as C, EmailLogPageTexts as T } from './email-log-texts';
import { EmailStatusTag } from './EmailStatusTag';
import { adminKeys } from '../../api/keys';

interface EmailViewerProps {
  /** The e-mail log id of the mail shown; it stays while the dialog closes. */
  id: number | null;
  open: boolean;
  onClose(): void;
  afterClose(): void;
}

function EmailDetails({ mail }: { mail: EmailLogDetail }) {
  const items = [
    { key: 'to', label: C.to, children: mail.to },
    { key: 'subject', label: C.subject, children: mail.subject },
    { key: 'type', label: C.type, children: mail.type },
    { key: 'status', label: C.status, children: <EmailStatusTag status={mail.status} /> },
    { key: 'attempts', label: C.attempts, children: mail.attempts },
    { key: 'created', label: C.createdAt, children: formatDateTime(mail.createdAt) },
    { key: 'updated', label: C.updatedAt, children: formatDateTime(mail.updatedAt) },
    { key: 'sent', label: C.sentAt, children: formatDateTime(mail.sentAt) },
    { key: 'messageId', label: C.messageId, children: mail.messageId ?? '' },
    ...(mail.lastError ? [{ key: 'error', label: C.lastError, children: mail.lastError }] : []),
  ];
  const parts = [
    {
      key: 'text',
      label: T.textPart,
      children: <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>{mail.text}</pre>,
    },
    // The HTML is shown only after the allow-list cleaned it: a logged mail is data, never code to run.
    {
      key: 'html',
      label: T.htmlPart,
      children: mail.html ? <SafeHtml html={mail.html} /> : <Typography.Text type="secondary">{T.noHtml}</Typography.Text>,
    },
  ];
  return (
    <>
      <Descriptions size="small" column={1} bordered items={items} />
      <Tabs style={{ marginTop: 16 }} items={parts} />
    </>
  );
}

/** One mail of the log with its text and HTML parts; a holder of Admin Utilities' key may retry one not sent. */
export function EmailViewer({ id, open, onClose, afterClose }: EmailViewerProps) {
  const queryClient = useQueryClient();
  const runTask = useTaskSnackbar();
  const mayRetry = hasAnyPermission(usePermissions(), [AppPermissions.RolesManage]);
  const mail = useQuery({ queryKey: adminKeys.email(id), queryFn: () => fetchEmailLog(id!), enabled: id !== null });
  const retry = async () => {
    const outcome = await runTask(() => retryEmail(id!), { before: T.retrying, success: T.retried });
    if (outcome.ok) await queryClient.invalidateQueries({ queryKey: adminKeys.emailLogs });
  };
  const footer = [
    ...(mayRetry && mail.data && mail.data.status !== 'sent'
      ? [
          <Button key="retry" onClick={() => void retry()}>
            {T.retry}
          </Button>,
        ]
      : []),
    <Button key="close" type="primary" onClick={onClose}>
      {T.close}
    </Button>,
  ];
  return (
    <Modal
      title={T.viewerTitle(mail.data?.subject)}
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      footer={footer}
      width={800}
      destroyOnHidden
    >
      {mail.error ? (
        <Alert type="error" showIcon title={httpErrorMessage(mail.error)} />
      ) : mail.data ? (
        <EmailDetails mail={mail.data} />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
