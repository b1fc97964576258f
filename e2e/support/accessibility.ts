import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One violation as a test failure shows it: the rule, its impact and where it failed. */
export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core's WCAG 2.1 A and AA checks on the page as it stands still, keeping the serious and critical
 * violations (the bar). Compare the result with [] so a failure lists what broke where.
 * A scan takes a while on a busy machine: a message whose time runs out during it starts fading,
 * and axe reads a fading message as faint. So a scan during which anything started moving is not
 * the page at rest, and the page is scanned again once that motion has ended.
 */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  // Evaluated by the browser's debugger, not added as a <script>: the portal's policy refuses inline script.
  await page.evaluate(axeSource);
  for (let scans = 1; ; scans++) {
    await animationsSettled(page);
    const scan = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: Document,
              options: object,
            ): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      let moved = false;
      const onMotion = () => {
        moved = true;
      };
      const motions = ['animationstart', 'transitionstart'] as const;
      for (const motion of motions) document.addEventListener(motion, onMotion, true);
      try {
        const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
        return {
          moved,
          violations: violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })),
        };
      } finally {
        for (const motion of motions) document.removeEventListener(motion, onMotion, true);
      }
    });
    if (!scan.moved) return scan.violations;
    if (scans === 5) throw new Error(`Something started moving during each of ${scans} accessibility scans of ${page.url()}`);
  }
}
