import { Alert } from 'antd';

export interface Refusal {
  message: string;
  /** What still needs the record, one line each. */
  reasons: readonly string[];
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
