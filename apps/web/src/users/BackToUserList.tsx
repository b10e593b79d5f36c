import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/routes.ts';

export function BackToUserList() {
  const { t } = useTranslation();
  return (
    <Link to={paths.userList} data-testid="back-to-user-list">
      <ArrowLeftOutlined /> {t('users.back')}
    </Link>
  );
}
