import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** The product's name atop both shells: a name, not a heading, so the screen's h1 comes first. */
export function AppBrand() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Typography.Text strong style={{ fontSize: token.fontSizeHeading4 }}>
      {t('app.name')}
    </Typography.Text>
  );
}
