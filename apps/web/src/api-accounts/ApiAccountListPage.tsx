import { KeyOutlined, PoweroffOutlined } from '@ant-design/icons';
import { type ApiAccountDto, type ApiAccountSecretDto, UserStatus } from '@custodia/contracts';
import { App, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { ListScreen } from '../platform/ListScreen.tsx';
import { paths } from '../platform/paths.ts';
import { useActiveSession } from '../platform/session.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { UserStatusTag } from '../users/index.ts';
import { ApiAccountSecretModal } from './ApiAccountSecretModal.tsx';
import {
  useApiAccountList,
  useChangeApiAccountStatus,
  useRegenerateApiAccountPassword,
} from './useApiAccounts.ts';

/** An administrator's actions on one account; each asks for confirmation first. */
function ApiAccountActions({
  account,
  onSecret,
}: {
  account: ApiAccountDto;
  onSecret(secret: ApiAccountSecretDto): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const regenerate = useRegenerateApiAccountPassword();
  const changeStatus = useChangeApiAccountStatus();
  const active = account.status === UserStatus.active;

  return (
    <Flex gap={4}>
      <ConfirmedAction
        label={t('apiAccounts.regenerate')}
        question={t('apiAccounts.regenerate.confirm', { name: account.name })}
        icon={<KeyOutlined />}
        loading={regenerate.isPending}
        testId="api-account-regenerate"
        onConfirm={() => regenerate.mutate(account.id, { onSuccess: onSecret })}
      />
      <ConfirmedAction
        label={t(active ? 'apiAccounts.deactivate' : 'apiAccounts.activate')}
        question={t(active ? 'apiAccounts.deactivate.confirm' : 'apiAccounts.activate.confirm', {
          name: account.name,
        })}
        icon={<PoweroffOutlined />}
        danger={active}
        loading={changeStatus.isPending}
        testId={active ? 'api-account-deactivate' : 'api-account-activate'}
        onConfirm={() =>
          changeStatus.mutate(
            { id: account.id, status: active ? UserStatus.inactive : UserStatus.active },
            { onSuccess: () => message.success(t('apiAccounts.statusChanged')) },
          )
        }
      />
    </Flex>
  );
}

/**
 * Every non-query user may see the third-party accounts; creating them, renewing their passwords
 * and switching them on and off show only where the session and each account allow it.
 */
export default function ApiAccountListPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const session = useActiveSession();
  const list = useApiAccountList();
  const [secret, setSecret] = useState<ApiAccountSecretDto | null>(null);

  const columns: TableColumnsType<ApiAccountDto> = [
    { title: t('apiAccounts.fields.name'), dataIndex: 'name', key: 'name' },
    { title: t('apiAccounts.fields.userName'), dataIndex: 'user_name', key: 'user_name' },
    {
      title: t('users.fields.status'),
      key: 'status',
      render: (_, account) => <UserStatusTag status={account.status} />,
    },
    {
      title: t('apiAccounts.fields.roles'),
      key: 'roles',
      render: (_, account) => account.roles.map((role) => <Tag key={role}>{role}</Tag>),
    },
    {
      title: t('apiAccounts.fields.createdAt'),
      key: 'created_at',
      render: (_, account) => dateTime(account.created_at),
    },
    // The actions column shows only when the reader may manage some account of the page.
    ...(list.query.data?.items.some((account) => account.abilities.manage)
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, account: ApiAccountDto) =>
              account.abilities.manage && (
                <ApiAccountActions account={account} onSecret={setSecret} />
              ),
          },
        ]
      : []),
  ];

  return (
    <ListScreen
      create={{
        to: paths.apiAccountCreate,
        label: t('apiAccounts.create'),
        testId: 'api-accounts-create',
        allowed: session.abilities['apiAccount.create'],
      }}
      intro={
        <Typography.Paragraph type="secondary">{t('apiAccounts.list.help')}</Typography.Paragraph>
      }
      search={{ placeholder: t('apiAccounts.list.search'), testId: 'api-accounts-search' }}
      list={list}
      columns={columns}
    >
      <ApiAccountSecretModal secret={secret} onClose={() => setSecret(null)} />
    </ListScreen>
  );
}
