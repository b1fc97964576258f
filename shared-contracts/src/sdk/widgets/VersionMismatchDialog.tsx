import { Button, Modal } from 'antd';

export const VersionMismatchTexts = {
  title: 'Version Mismatch',
  body: 'Please refresh your browser to get the latest changes. Or click the refresh button below.',
  refresh: 'Refresh Now',
} as const;

interface VersionMismatchDialogProps {
  open: boolean;
  /** Defaults to reloading the page, which fetches the new version. */
  onRefresh?: () => void;
}

const reload = () => window.location.reload();

/**
 * Spec 2's Version Mismatch dialog. It offers no way to close it but a refresh: the services
 * refuse this version, so a page left open would only fail again.
 */
export function VersionMismatchDialog({ open, onRefresh = reload }: VersionMismatchDialogProps) {
  return (
    <Modal
      open={open}
      title={VersionMismatchTexts.title}
      closable={false}
      footer={
        <Button type="primary" onClick={onRefresh}>
          {VersionMismatchTexts.refresh}
        </Button>
      }
    >
      <p>{VersionMismatchTexts.body}</p>
    </Modal>
  );
}
