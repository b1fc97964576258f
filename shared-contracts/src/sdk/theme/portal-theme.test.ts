import { theme } from 'antd';
import { portalTheme } from './portal-theme';

// WCAG 2.1's relative luminance and contrast ratio of two opaque #rrggbb colours.
const channel = (hex: string, at: number) => {
  const v = parseInt(hex.slice(at, at + 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
const contrast = (a: string, b: string) => {
  const [one, other] = [luminance(a), luminance(b)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
};

// What a Tag is drawn with: the portal's tokens, with its Tag-only overrides on top.
const tokens = { ...theme.getDesignToken(portalTheme), ...portalTheme.components.Tag } as unknown as Record<string, string>;
const token = (name: string) => tokens[name] ?? '';

const presets = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];

test.each(presets)('a %s Tag meets WCAG AA (4.5:1) as text on its pale shade and as white on its solid one', (colour) => {
  expect(contrast(token(`${colour}7`), token(`${colour}1`))).toBeGreaterThanOrEqual(4.5);
  expect(contrast('#ffffff', token(`${colour}6`))).toBeGreaterThanOrEqual(4.5);
});

test.each(['Success', 'Info', 'Warning', 'Error'])('a %s status Tag meets WCAG AA as text on its pale background', (status) => {
  expect(contrast(token(`color${status}`), token(`color${status}Bg`))).toBeGreaterThanOrEqual(4.5);
});
