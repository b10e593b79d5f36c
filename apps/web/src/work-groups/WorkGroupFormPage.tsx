import { type WorkGroupDto, type WorkGroupInput, WorkGroupStatus } from '@custodia/contracts';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../platform/paths.ts';
import { BackToWorkGroupList } from './BackToWorkGroupList.tsx';
import { useCreateWorkGroup, useUpdateWorkGroup } from './useWorkGroups.ts';
import { WorkGroupForm } from './WorkGroupForm.tsx';
import { WorkGroupLoader } from './WorkGroupLoader.tsx';

function CreateWorkGroup() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateWorkGroup();

  async function submit(input: WorkGroupInput): Promise<void> {
    const group = await create.mutateAsync(input);
    // The server activates a group created with enough members; say which way it went.
    message.success(
      t(
        group.status === WorkGroupStatus.active
          ? 'workGroups.createdActive'
          : 'workGroups.createdInactive',
      ),
    );
    navigate(paths.workGroupList);
  }

  return (
    <Card extra={<BackToWorkGroupList />}>
      <WorkGroupForm saving={create.isPending} onSubmit={submit} />
    </Card>
  );
}

function EditWorkGroup({ group }: { group: WorkGroupDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const update = useUpdateWorkGroup(group.id);

  async function submit({ name, consecutive_assignment }: WorkGroupInput): Promise<void> {
    await update.mutateAsync({ name, consecutive_assignment });
    message.success(t('workGroups.updated'));
    navigate(paths.workGroupList);
  }

  return (
    <Card extra={<BackToWorkGroupList />}>
      <WorkGroupForm group={group} saving={update.isPending} onSubmit={submit} />
    </Card>
  );
}

/** `/user/create/workgroup` creates a group; with an `:id` it edits that one (spec §2). */
export default function WorkGroupFormPage() {
  const { id } = useParams();
  if (id === undefined) return <CreateWorkGroup />;
  return <WorkGroupLoader>{(group) => <EditWorkGroup group={group} />}</WorkGroupLoader>;
}
