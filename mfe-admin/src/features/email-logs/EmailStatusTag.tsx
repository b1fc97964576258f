import { Tag } from 'antd';
import { EmailStatusLabels, type EmailStatusValue } from '@portal/shared-contracts/admin';
import { EmailStatusColours } from './email-log-texts';

export function EmailStatusTag({ status }: { status: EmailStatusValue }) {
  return (
    <Tag color={EmailStatusColours[status]} variant="solid">
      {EmailStatusLabels[status]}
    </Tag>
  );
}
