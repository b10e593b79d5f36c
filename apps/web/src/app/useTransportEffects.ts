import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../platform/feedback.ts';
import { installTransportEffects } from '../platform/http.ts';
import type { Destination, NoticeText } from '../platform/httpFailure.ts';
import { paths } from '../platform/paths.ts';

const destinations: Record<Destination, string> = {
  login: paths.login,
  dashboard: paths.dashboard,
  renewPassword: paths.renewPassword,
  taskBox: paths.taskBox,
};

/** Lets the http client show its notices and move the user, as spec §8 asks. */
export function useTransportEffects(): void {
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    const textOf = (text: NoticeText) =>
      'detail' in text ? text.detail : t(text.key, text.params);
    return installTransportEffects({
      notify: (notice) => {
        const content = textOf(notice.text);
        // Keyed by text: several calls failing the same way show one message, not a stack.
        notify({ level: notice.level, content, key: content, duration: 6 });
      },
      redirect: (destination) => navigate(destinations[destination], { replace: true }),
    });
  }, [navigate, t]);
}
