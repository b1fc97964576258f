import type { ReactNode } from 'react';

/** A message about the whole form or page: errors are announced at once, the rest politely. */
export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`auth-notice auth-notice-${kind}`}>
      {children}
    </div>
  );
}
