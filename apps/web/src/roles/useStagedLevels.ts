import type { RoleDto } from '@custodia/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../platform/http.ts';
import type { Staged } from './useStageLevel.ts';
import { useAddTrdGrants } from './useTrdGrants.ts';

/**
 * Sends the staged levels all at once. A refusal about one level names it and, once the user
 * confirms, takes it off the list (spec §8 10064), so the rest can be sent again.
 */
export function useStagedLevels(
  role: RoleDto,
  staged: Staged[],
  setStaged: (update: (entries: Staged[]) => Staged[]) => void,
) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const add = useAddTrdGrants(role.id);
  const remove = (index: number) => setStaged((entries) => entries.filter((_, at) => at !== index));

  function refused(error: unknown): void {
    if (!(error instanceof ApiError)) return;
    const marked = Object.keys(error.fieldErrors)
      .map((field) => /^levels_trd_permissions\.(\d+)$/.exec(field)?.[1])
      .find((index) => index !== undefined);
    if (marked === undefined) return;
    modal.confirm({
      title: t('trdGrants.refusedTitle'),
      content: error.detail,
      okText: t('trdGrants.refusedConfirm'),
      cancelText: t('common.cancel'),
      onOk: () => remove(Number(marked)),
    });
  }

  function submit(): void {
    add.mutate(
      { levels_trd_permissions: staged.map(({ label: _label, ...entry }) => entry) },
      {
        onSuccess: () => {
          setStaged(() => []);
          message.success(t('trdGrants.saved'));
        },
        onError: refused,
      },
    );
  }

  return { remove, submit, submitting: add.isPending };
}
