import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or the session is on its way. */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullPage ? '100vh' : 240 }}>
      <Spin size="large" description={t('app.loading')} />
    </Flex>
  );
}
