import type { ReactNode } from 'react';

/**
 * A wide table's own sideways scroll, in a region named by `label` that takes the keyboard's focus,
 * so a keyboard user can scroll it even when nothing inside can be focused (WCAG 2.1.1; axe's
 * scrollable-region-focusable). The table inside needs no `scroll` of its own.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
