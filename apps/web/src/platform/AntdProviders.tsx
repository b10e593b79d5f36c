import { CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { Language } from '@custodia/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// antd's pre-built styles (the theme's zeroRuntime): loaded with the first screen built with antd,
// never by the plain login screen (decision 44).
import 'antd/dist/antd.css';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import frFR from 'antd/es/locale/fr_FR';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.ts';
import { queryClient } from './queryClient.ts';
import { appTheme, stillTheme } from './theme.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

const antdLocales = { es: esES, en: enUS, fr: frFR } satisfies Record<Language, unknown>;

/** Both shells have a 64 px header: messages open below it, never over the user's name. */
export const messagePlacement = { top: 72 };

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

/**
 * A card's title wraps instead of ending in an ellipsis: on a phone, where the back link beside
 * it leaves the title half the width, what it names (a record's number) must still be read whole.
 */
const card = { styles: { title: { whiteSpace: 'normal', paddingBlock: 8 } } } as const;

/** antd in the app's theme and the reader's language, for antd's own texts too. */
export function AntdTheme({ children }: { children: ReactNode }) {
  // Re-renders on language change, so antd's own texts follow.
  useTranslation();
  const still = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={antdLocales[currentLanguage()]}
      theme={still ? stillTheme : appTheme}
      wave={{ disabled: still }}
      inputPassword={inputPassword}
      input={input}
      datePicker={datePicker}
      card={card}
    >
      {children}
    </ConfigProvider>
  );
}

/** What a screen built with antd needs: the theme and the query cache. */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AntdTheme>
  );
}
