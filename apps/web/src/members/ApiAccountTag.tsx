import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Marks a third-party account among people, in member lists and pickers. */
export function ApiAccountTag() {
  const { t } = useTranslation();
  return <Tag color="purple">{t('members.apiAccount')}</Tag>;
}
