import type { ThemeConfig } from 'antd';

/** Grey text that still reads at 4.5:1 on the white cards and on the grey page behind them. */
const readableGrey = 'rgba(0, 0, 0, 0.58)';

/**
 * Darker text shades for the tag colours the app uses. antd keeps each shade under two names
 * (green7 and the older green-7) written to one CSS variable, where an override of one name alone
 * can lose to the other: set both.
 */
function tagTextShades(shades: Record<'green' | 'orange' | 'gold', string>) {
  return Object.fromEntries(
    Object.entries(shades).flatMap(([color, shade]) => [
      [`${color}7`, shade],
      [`${color}-7`, shade],
    ]),
  );
}

/**
 * The app's colours, chosen for WCAG 2.2 AA contrast once for every screen: antd's defaults fall
 * short for secondary text and help (45 % black), placeholders and avatar initials (25 %), links
 * (#1677ff), error messages (#ff4d4f) and the text of green, orange and gold tags (their 7th shade
 * on their 1st). The plain kit (plain.css) draws with the tokens antd derives from these.
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f4e79',
    colorLink: '#1f4e79',
    colorLinkHover: '#386285',
    colorError: '#cf1322',
    colorTextTertiary: readableGrey,
    colorTextPlaceholder: readableGrey,
    // Generated from the dark primary, antd's tint is a grey on which the primary reads at 4.1:1.
    colorPrimaryBg: '#e9edf2',
    colorPrimaryBgHover: '#d7dfe7',
    ...tagTextShades({ green: '#237804', orange: '#ad4e00', gold: '#874d00' }),
  },
  // An empty table says so in the disabled grey, though nothing there is disabled.
  components: { Table: { colorTextDisabled: readableGrey } },
  zeroRuntime: true,
};

/** The theme for a reader who asked for less motion: antd's dialogs, menus and waves stand still. */
export const stillTheme: ThemeConfig = { ...appTheme, token: { ...appTheme.token, motion: false } };
