import { ExportOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The window's public address on this site, to copy into the company's pages or to open. */
export function WindowAddress({ path }: { path: string }) {
  const { t } = useTranslation();
  const address = new URL(path, window.location.origin).href;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('pqrsSettings.address')}</Typography.Text>
      <Typography.Text
        code
        copyable={{
          text: address,
          tooltips: [t('pqrsSettings.copyAddress'), t('pqrsSettings.addressCopied')],
        }}
        style={{ wordBreak: 'break-all' }}
        data-testid="pqrs-window-address"
      >
        {address}
      </Typography.Text>
      <Typography.Link
        href={address}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="pqrs-window-link"
      >
        <ExportOutlined /> {t('pqrsSettings.openAddress')}
      </Typography.Link>
    </Flex>
  );
}
