import type { ReactNode } from 'react';

/** The form's main button; while busy it keeps its name, so it can still be found and read. */
export function SubmitButton({ busy, disabled = false, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="auth-button auth-button-primary" disabled={busy || disabled} aria-busy={busy}>
      {children}
    </button>
  );
}
