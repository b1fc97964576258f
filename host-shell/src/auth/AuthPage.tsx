import { useId, type ReactNode } from 'react';
import { authCss } from './auth-styles';

/** The frame of every page of the sign-in area: one card with its title as the page's heading. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <main className="auth-page">
      {/* React 19 hoists this into <head> once, however many auth pages render it. */}
      <style href="portal-auth" precedence="default">
        {authCss}
      </style>
      <section className="auth-card" aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        {children}
      </section>
    </main>
  );
}
