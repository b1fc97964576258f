import type { ThemeConfig } from 'antd';

/**
 * antd's preset Tag colours darkened where antd's own fall short of WCAG AA's 4.5:1: a Tag writes
 * its colour's shade 7 on its shade 1 (green #389e0d on #f6ffed is 3.4:1), and a solid Tag writes
 * white on shade 6. Each shade here is the first of the colour's own palette that reaches 4.5:1,
 * so every `<Tag color="…">` on every page passes without a local colour.
 */
const tagPresetShades = {
  cyan7: '#006d75',
  cyan6: '#006d75',
  green7: '#237804',
  green6: '#237804',
  magenta6: '#c41d7f',
  pink6: '#c41d7f',
  red6: '#cf1322',
  orange7: '#ad4e00',
  orange6: '#ad4e00',
  yellow7: '#876800',
  yellow6: '#876800',
  volcano7: '#ad2102',
  volcano6: '#d4380d',
  lime7: '#3f6600',
  lime6: '#3f6600',
  gold7: '#874d00',
  gold6: '#874d00',
  blue6: '#0958d9',
};

/**
 * The portal's colours. antd's own link blue (#1677ff), its red for field errors and danger
 * buttons (#ff4d4f) and its grey for secondary text (breadcrumbs, statistic titles) fall short of
 * WCAG AA's 4.5:1 on white and on the page's grey, and so does its placeholder grey, which filter
 * Selects show as their "any" choice; these darker ones meet it. The red is the one the sign-in
 * pages use. Tags also take status colours (`color="success"` and the like): those are darkened
 * for Tags alone, where they are text on their own pale background.
 */
export const portalTheme = {
  token: {
    colorPrimary: '#1f5fa8',
    colorLink: '#1f5fa8',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: '#6b6b6b',
  },
  components: {
    Tag: {
      ...tagPresetShades,
      colorSuccess: '#237804',
      colorInfo: '#1f5fa8',
      colorWarning: '#ad4e00',
    },
  },
} satisfies ThemeConfig;
