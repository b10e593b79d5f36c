import { type LevelPermissionDto, TrdPermission } from '@custodia/contracts';
import { Button, Checkbox, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLevelLabel } from '../trd-tree/index.ts';
import { trdPermissionLabels } from './roleLabels.ts';
import type { Staged } from './useStageLevel.ts';

/** The staged levels' columns: the level, its permissions, and taking it off the list. */
export function useStagedColumns(remove: (index: number) => void): TableColumnsType<Staged> {
  const { t } = useTranslation();
  return [
    { title: t('trdGrants.level'), dataIndex: 'label', key: 'label' },
    {
      title: t('trdGrants.permissions'),
      key: 'permissions',
      render: (_: unknown, entry: Staged) =>
        entry.permissions.map((permission) => (
          <Tag key={permission}>{t(trdPermissionLabels[permission])}</Tag>
        )),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, entry: Staged, index: number) => (
        <Button
          type="link"
          danger
          onClick={() => remove(index)}
          aria-label={t('trdGrants.unstage', { level: entry.label })}
        >
          {t('trdGrants.remove')}
        </Button>
      ),
    },
  ];
}

/**
 * The granted levels' columns: the level and a tick per permission, which changes it at once;
 * the last permission held cannot be unticked.
 */
export function useGrantedColumns(
  toggle: (grant: LevelPermissionDto, permission: TrdPermission, on: boolean) => void,
  changing: boolean,
): TableColumnsType<LevelPermissionDto> {
  const { t } = useTranslation();
  const label = useLevelLabel();
  return [
    {
      title: t('trdGrants.level'),
      key: 'level',
      render: (_: unknown, grant: LevelPermissionDto) => label(grant),
    },
    ...TrdPermission.options.map((permission) => ({
      title: t(trdPermissionLabels[permission]),
      key: permission,
      align: 'center' as const,
      render: (_: unknown, grant: LevelPermissionDto) => {
        const held = grant.permissions.includes(permission);
        return (
          <Checkbox
            checked={held}
            disabled={changing || (held && grant.permissions.length === 1)}
            aria-label={`${label(grant)}: ${t(trdPermissionLabels[permission])}`}
            onChange={(event) => toggle(grant, permission, event.target.checked)}
            data-testid={`trd-grant-${permission}`}
          />
        );
      },
    })),
  ];
}
