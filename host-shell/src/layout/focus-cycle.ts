import { useEffect } from 'react';

/** The regions Escape moves focus between (spec 2), in this order, and their elements' ids. */
export const ShellRegions = {
  main: 'main-content',
  menu: 'main-menu',
  toolbar: 'shell-toolbar',
} as const;
type Region = keyof typeof ShellRegions;
const order: Region[] = ['main', 'menu', 'toolbar'];

/**
 * Escape was meant for something else when it came from an open popup or dialog, or from a
 * control whose popup is open (a select, a dropdown): those close themselves on Escape. The
 * menu toggle's aria-expanded tells of the sidebar, not of a popup, so it is not among them.
 */
const ownEscape = [
  '[role="dialog"]',
  '[aria-modal="true"]',
  '[role="combobox"][aria-expanded="true"]',
  '[aria-haspopup][aria-expanded="true"]',
  '.ant-dropdown-open',
  '.ant-select-dropdown',
  '.ant-dropdown',
  '.ant-picker-dropdown',
  '.ant-popover',
].join(', ');

/** Where a region takes focus: the menu's list, the toolbar's first control, the main content itself. */
function focusTarget(region: Region): HTMLElement | null {
  const element = document.getElementById(ShellRegions[region]);
  // A region not laid out (a closed menu) has no boxes.
  if (!element || element.getClientRects().length === 0) return null;
  if (region === 'menu') return element.querySelector<HTMLElement>('[role="menu"]') ?? element;
  if (region === 'toolbar') return element.querySelector<HTMLElement>('button, a[href], input, [tabindex="0"]');
  return element;
}

/** The region after the one holding `active`, passing over regions not on screen (a hidden menu). */
export function nextRegion(active: Element | null): Region {
  const current = order.findIndex((region) => document.getElementById(ShellRegions[region])?.contains(active));
  for (let step = 1; step <= order.length; step++) {
    const region = order[(current + step + order.length) % order.length]!;
    if (focusTarget(region)) return region;
  }
  return 'main';
}

/**
 * Spec 2: Escape cycles focus from the main content to the menu, the toolbar and back. Heard
 * on the document after the page's own handlers, so an Escape they used (closing a select,
 * a dropdown or a dialog) is left alone.
 */
export function useEscapeFocusCycle(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(ownEscape)) return;
      const target = focusTarget(nextRegion(document.activeElement));
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
