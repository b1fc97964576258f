import { Alert } from 'antd';
import { errorBody, type TaskOutcome } from '@portal/shared-contracts/sdk';

export interface Refusal {
  message: string;
  /** What still needs the record, one line each. */
  reasons: readonly string[];
}

/** The reasons a refused delete gave (409 with what still needs the record), or null when it went through or failed otherwise. */
export function refusalOf(outcome: TaskOutcome<unknown>): Refusal | null {
  const body = outcome.ok ? undefined : errorBody(outcome.error);
  return body?.reasons?.length ? { message: body.message ?? '', reasons: body.reasons } : null;
}

/** Why a delete was refused, listing what still needs the record, until the user closes it. */
export function DeleteRefusal({ refusal, onClose }: { refusal: Refusal; onClose(): void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={refusal.message}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {refusal.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      }
      closable={{ onClose }}
      style={{ marginBottom: 16 }}
    />
  );
}
