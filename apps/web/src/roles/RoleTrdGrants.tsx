import type {
  LevelPermissionDto,
  LevelPermissionEntry,
  RoleDto,
  TrdPermission,
} from '@custodia/contracts';
import {
  App,
  Button,
  Checkbox,
  Divider,
  Flex,
  Form,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsInView } from '../platform/actionsInView.ts';
import { ApiError } from '../platform/http.ts';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { TableRegion } from '../platform/ScrollRegion.tsx';
import { useRefusal } from '../platform/useRefusal.ts';
import { type PickedLevel, useLevelLabel, VisibleLevelPicker } from '../trd-tree/index.ts';
import {
  trdGrantRefusals,
  useAddTrdGrants,
  useChangeTrdGrant,
  useRoleTrdGrants,
} from './useTrdGrants.ts';

const permissions: TrdPermission[] = ['consult', 'upload'];
const permissionLabels = { consult: 'trdGrants.consult', upload: 'trdGrants.upload' } as const;

/** A staged entry with the label the list shows. */
type Staged = LevelPermissionEntry & { label: string };

/** Picks a level and its permissions, and adds them to the list still to be saved. */
function StageLevel({ staged, onStage }: { staged: Staged[]; onStage: (entry: Staged) => void }) {
  const { t } = useTranslation();
  const label = useLevelLabel();
  const [picked, setPicked] = useState<PickedLevel>();
  const [chosen, setChosen] = useState<TrdPermission[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  /** Why the picked level cannot be staged yet, or null when it can. */
  function problemOf(node: PickedLevel | undefined): string | null {
    if (!node) return t('trdGrants.pickLevel');
    if (chosen.length === 0) return t('temporalPermissionLevelValidation1');
    if (staged.some((entry) => entry.level_uuid === node.id)) {
      return t('errors.10064', { level: label(node) });
    }
    return null;
  }

  function stage(): void {
    const found = problemOf(picked);
    setProblem(found);
    if (found || !picked) return;
    onStage({
      level_uuid: picked.id,
      level: picked.level,
      background_uuid: picked.fund,
      permissions: chosen,
      label: label(picked),
    });
    setPicked(undefined);
    setChosen([]);
  }

  return (
    <Form layout="vertical" name="stageTrdLevel" onFinish={stage}>
      <Form.Item label={t('trdGrants.level')} required>
        {/* A role is granted only what its configurer can reach: a path-only level is not picked. */}
        <VisibleLevelPicker
          value={picked}
          onPick={setPicked}
          selectable={(node) => !node.path_only}
          placeholder={t('trdGrants.pickLevel')}
          label={t('trdGrants.level')}
          testId="trd-grant-level"
        />
      </Form.Item>
      <Form.Item
        label={t('trdGrants.permissions')}
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Checkbox.Group
          value={chosen}
          onChange={(values) => setChosen(values as TrdPermission[])}
          options={permissions.map((permission) => ({
            value: permission,
            label: t(permissionLabels[permission]),
          }))}
          data-testid="trd-grant-permissions"
        />
      </Form.Item>
      <Button htmlType="submit" data-testid="trd-grant-stage">
        {t('trdGrants.stage')}
      </Button>
    </Form>
  );
}

/**
 * The levels staged and their submission, all at once. A refusal about one level names it and,
 * once the user confirms, takes it off the list (spec §8 10064), so the rest can be sent again.
 */
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

  const columns: TableColumnsType<Staged> = [
    { title: t('trdGrants.level'), dataIndex: 'label', key: 'label' },
    {
      title: t('trdGrants.permissions'),
      key: 'permissions',
      render: (_: unknown, entry: Staged) =>
        entry.permissions.map((permission) => (
          <Tag key={permission}>{t(permissionLabels[permission])}</Tag>
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
          loading={add.isPending}
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
  const label = useLevelLabel();
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

  const columns: TableColumnsType<LevelPermissionDto> = [
    {
      title: t('trdGrants.level'),
      key: 'level',
      render: (_: unknown, grant: LevelPermissionDto) => label(grant),
    },
    ...permissions.map((permission) => ({
      title: t(permissionLabels[permission]),
      key: permission,
      align: 'center' as const,
      render: (_: unknown, grant: LevelPermissionDto) => {
        const held = grant.permissions.includes(permission);
        return (
          <Checkbox
            checked={held}
            disabled={change.isPending || (held && grant.permissions.length === 1)}
            aria-label={`${label(grant)}: ${t(permissionLabels[permission])}`}
            onChange={(event) => toggle(grant, permission, event.target.checked)}
            data-testid={`trd-grant-${permission}`}
          />
        );
      },
    })),
  ];

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
