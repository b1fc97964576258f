import { Tag } from 'antd';
import { type EmailStatusValue } from '@portal/shared-contracts/admin';
import { EmailStatusColours, EmailStatusLabels } from './email-log-texts';

export function EmailStatusTag({ status }: { status: EmailStatusValue }) {
  return (
    <Tag color={EmailStatusColours[status]} variant="solid">
      {EmailStatusLabels[status]}
    </Tag>
  );
}
