import type { LevelPermissionDto, RoleDto, TrdPermission } from '@custodia/contracts';
import { Button, Divider, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsInView } from '../platform/actionsInView.ts';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { TableRegion } from '../platform/ScrollRegion.tsx';
import { useRefusal } from '../platform/useRefusal.ts';
import { StageLevel } from './StageLevel.tsx';
import { useStagedLevels } from './useStagedLevels.ts';
import type { Staged } from './useStageLevel.ts';
import { useGrantedColumns, useStagedColumns } from './useTrdGrantColumns.tsx';
import { trdGrantRefusals, useChangeTrdGrant, useRoleTrdGrants } from './useTrdGrants.ts';

/** The levels staged and their submission, all at once. */
function StagedLevels({
  role,
  staged,
  setStaged,
}: {
  role: RoleDto;
  staged: Staged[];
  setStaged: (update: (entries: Staged[]) => Staged[]) => void;
}) {
  const { t } = useTranslation();
  const { remove, submit, submitting } = useStagedLevels(role, staged, setStaged);
  const columns = useStagedColumns(remove);
  if (staged.length === 0) return null;
  return (
    <>
      <Typography.Title level={4}>{t('trdGrants.staged')}</Typography.Title>
      <Table
        rowKey="level_uuid"
        columns={actionsInView(columns)}
        dataSource={staged}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="trd-grants-staged"
      />
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Button
          type="primary"
          loading={submitting}
          onClick={submit}
          data-testid="trd-grants-submit"
        >
          {t('trdGrants.submit')}
        </Button>
      </Flex>
    </>
  );
}

/** The levels the role grants; each tick is saved at once, and one permission always stays. */
function GrantedLevels({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
  const refusal = useRefusal(trdGrantRefusals);
  const grants = useRoleTrdGrants(role.id);
  const change = useChangeTrdGrant(role.id);

  function toggle(grant: LevelPermissionDto, permission: TrdPermission, on: boolean): void {
    refusal.dismiss();
    const next = on
      ? [...grant.permissions, permission]
      : grant.permissions.filter((held) => held !== permission);
    change.mutate({ levelId: grant.level_uuid, permissions: next }, { onError: refusal.explain });
  }

  const columns = useGrantedColumns(toggle, change.isPending);
  return (
    <>
      <Typography.Title level={4}>{t('trdGrants.granted')}</Typography.Title>
      <RefusalAlert refusal={refusal} testId="trd-grants-refusal" />
      <TableRegion label={t('trdGrants.granted')}>
        <Table
          rowKey="level_uuid"
          columns={columns}
          dataSource={grants.data}
          loading={grants.isPending}
          pagination={false}
          locale={{ emptyText: t('trdGrants.none') }}
          scroll={{ x: 'max-content' }}
          data-testid="trd-grants"
        />
      </TableRegion>
    </>
  );
}

/** What the role lets its members do on TRD levels (spec §5 level permissions, §6). */
export function RoleTrdGrants({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
  const [staged, setStaged] = useState<Staged[]>([]);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('trdGrants.help')}</Typography.Paragraph>
      <StageLevel
        staged={staged}
        onStage={(entry) => setStaged((entries) => [...entries, entry])}
      />
      <Divider />
      <StagedLevels role={role} staged={staged} setStaged={setStaged} />
      <GrantedLevels role={role} />
    </>
  );
}
