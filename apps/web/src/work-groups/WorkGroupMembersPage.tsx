import { limits, type WorkGroupDto, WorkGroupStatus } from '@custodia/contracts';
import { App, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { MembersPanel, memberRefusals } from '../members/index.ts';
import { paths } from '../platform/paths.ts';
import { type Refusal, useRefusal } from '../platform/useRefusal.ts';
import { BackToWorkGroupList } from './BackToWorkGroupList.tsx';
import { useChangeWorkGroupStatus, workGroupAsMemberOwner } from './useWorkGroups.ts';
import { WorkGroupLoader } from './WorkGroupLoader.tsx';
import { WorkGroupStatusTag } from './WorkGroupStatusTag.tsx';

/**
 * Activates or inactivates the group. The address carries the status (`:statusGroup`), so it is
 * kept in step with the group's.
 */
function WorkGroupStatusButton({ group, refusal }: { group: WorkGroupDto; refusal: Refusal }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const change = useChangeWorkGroupStatus(group.id, refusal.handledCodes);
  const active = group.status === WorkGroupStatus.active;

  function toggle(): void {
    refusal.dismiss();
    change.mutate(active ? WorkGroupStatus.inactive : WorkGroupStatus.active, {
      onSuccess: (changed) => {
        message.success(t('workGroups.statusChanged'));
        navigate(
          generatePath(paths.workGroupMembers, {
            id: changed.id,
            statusGroup: String(changed.status),
          }),
          { replace: true },
        );
      },
      onError: refusal.explain,
    });
  }

  return (
    <Button
      type={active ? 'default' : 'primary'}
      danger={active}
      loading={change.isPending}
      onClick={toggle}
      data-testid={active ? 'work-group-inactivate' : 'work-group-activate'}
    >
      {t(active ? 'workGroups.inactivate' : 'workGroups.activate')}
    </Button>
  );
}

function WorkGroupMembers({ group }: { group: WorkGroupDto }) {
  const { t } = useTranslation();
  // One place for every refusal of this screen: adding, removing and activating.
  const refusal = useRefusal(memberRefusals);

  return (
    <Card
      title={t('workGroups.members.title', { name: group.name })}
      extra={<BackToWorkGroupList />}
    >
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'status',
              label: t('workGroups.fields.status'),
              children: (
                <span data-testid="work-group-status">
                  <WorkGroupStatusTag status={group.status} />
                </span>
              ),
            },
            {
              key: 'members',
              label: t('workGroups.fields.members'),
              children: <span data-testid="work-group-members-count">{group.members_count}</span>,
            },
            {
              key: 'consecutive',
              label: t('workGroups.fields.consecutiveAssignment'),
              children: t(group.consecutive_assignment ? 'common.yes' : 'common.no'),
            },
          ]}
          style={{ flex: 1, minWidth: 320 }}
        />
        {/* Activating is editing the group: offered only when its answer allows that. */}
        {group.abilities.edit && <WorkGroupStatusButton group={group} refusal={refusal} />}
      </Flex>
      <Typography.Paragraph type="secondary">
        {t('workGroups.members.rules', limits.groupMembers)}
      </Typography.Paragraph>
      <MembersPanel owner={workGroupAsMemberOwner(group.id)} refusal={refusal} />
    </Card>
  );
}

export default function WorkGroupMembersPage() {
  return <WorkGroupLoader>{(group) => <WorkGroupMembers group={group} />}</WorkGroupLoader>;
}
