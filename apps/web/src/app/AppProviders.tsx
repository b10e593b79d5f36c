import type { Language } from '@custodia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import frFR from 'antd/es/locale/fr_FR';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../platform/i18n.ts';

const antdLocales = { es: esES, en: enUS, fr: frFR } satisfies Record<Language, unknown>;

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
        theme={{ token: { colorPrimary: '#1f4e79' } }}
      >
        <AntdApp message={messagePlacement}>{children}</AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
