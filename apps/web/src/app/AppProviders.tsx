import { CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { Language } from '@custodia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import frFR from 'antd/es/locale/fr_FR';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../platform/i18n.ts';

const antdLocales = { es: esES, en: enUS, fr: frFR } satisfies Record<Language, unknown>;

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
 * on their 1st).
 */
const theme: ThemeConfig = {
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
};

/**
 * Padding that brings the small buttons inside a text box (show the password, clear the search) to
 * the 24 px a pointer target needs (WCAG 2.5.8), with no change to the box's height.
 */
const targetPadding = (icon: number) => {
  const padding = (24 - icon) / 2;
  return { padding, marginBlock: -padding };
};

const inputPassword = {
  iconRender: (visible: boolean) => (
    <span style={{ display: 'inline-flex', ...targetPadding(14) }}>
      {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </span>
  ),
};

const input = { styles: { clear: targetPadding(12) } };

// The date pickers' clear button: antd draws a bare 14 px icon.
const datePicker = {
  clearIcon: (
    <span style={{ display: 'inline-flex', ...targetPadding(14) }}>
      <CloseCircleFilled />
    </span>
  ),
};

// Failures are already explained to the user by the transport; retrying would repeat the message.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Both shells have antd's 64 px header: messages open below it, never over the user's name.
const messagePlacement = { top: 72 };

export function AppProviders({ children }: { children: ReactNode }) {
  // Re-renders on language change, so antd's own texts follow.
  useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocales[currentLanguage()]}
        theme={theme}
        inputPassword={inputPassword}
        input={input}
        datePicker={datePicker}
      >
        <AntdApp message={messagePlacement}>{children}</AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
