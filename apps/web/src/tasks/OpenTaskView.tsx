import { Alert } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../platform/Loading.tsx';
import { viewPath } from './TaskViews.tsx';
import { useTaskViews } from './useTaskBox.ts';

/** `/taskBox/{view id}`: opens the saved view, or says it is not one of the person's. */
export function OpenTaskView({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const views = useTaskViews();
  const view = views.data?.views.find((one) => one.id === id);
  useEffect(() => {
    if (view) navigate(viewPath(view), { replace: true });
  }, [view, navigate]);
  if (views.data && !view) {
    return (
      <Alert type="warning" showIcon message={t('errors.50105')} data-testid="task-view-missing" />
    );
  }
  return <Loading />;
}
