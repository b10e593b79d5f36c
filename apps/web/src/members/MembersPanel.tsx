import { DeleteOutlined } from '@ant-design/icons';
import { limits, type MemberDto, MembersInput } from '@custodia/contracts';
import { App, Flex, Form, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { ListToolbar } from '../platform/ListToolbar.tsx';
import { PagedTable } from '../platform/PagedTable.tsx';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import type { Refusal } from '../platform/useRefusal.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { UserStatusTag } from '../users/index.ts';
import { MemberKindTag } from './MemberKindTag.tsx';
import { MemberPicker } from './MemberPicker.tsx';
import { candidatesOf, type MemberOwner, useMemberChanges, useMemberList } from './useMembers.ts';

function AddMembersForm({ owner, refusal }: { owner: MemberOwner; refusal: Refusal }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const pickerId = useId();
  const { form, formProps, validate } = useSchemaForm(MembersInput);
  const { add } = useMemberChanges(owner, refusal.handledCodes);

  function submit(values: unknown): void {
    const input = validate(values);
    if (!input) return;
    refusal.dismiss();
    add.mutate(input, {
      onSuccess: () => {
        form.resetFields();
        message.success(t('members.added', { count: input.users_uuid.length }));
      },
      onError: refusal.explain,
    });
  }

  return (
    <Form {...formProps} name="addMembers" layout="vertical" onFinish={submit}>
      <Form.Item
        label={t('members.picker.label')}
        htmlFor={pickerId}
        extra={t('members.picker.help', { max: limits.membersPerAdd })}
        required
      >
        <Flex gap={12}>
          {/* The picker's own errors show on this labelled item. */}
          <Form.Item name="users_uuid" noStyle>
            <MemberPicker id={pickerId} source={candidatesOf(owner)} testId="member-picker" />
          </Form.Item>
          <SubmitButton busy={add.isPending} testId="members-add">
            {t('members.add')}
          </SubmitButton>
        </Flex>
      </Form.Item>
    </Form>
  );
}

/**
 * The members of a role or a work group: who they are, adding several at once and removing one.
 * Refusals the user must act on (inactive user, too few or too many members) stay on screen.
 */
export function MembersPanel({ owner, refusal }: { owner: MemberOwner; refusal: Refusal }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useMemberList(owner);
  const { remove } = useMemberChanges(owner, refusal.handledCodes);

  function removeMember(member: MemberDto): void {
    refusal.dismiss();
    remove.mutate(member.id, {
      onSuccess: () => message.success(t('members.removed', { name: member.name })),
      onError: refusal.explain,
    });
  }

  const columns: TableColumnsType<MemberDto> = [
    { title: t('users.fields.name'), dataIndex: 'name', key: 'name' },
    { title: t('users.fields.userName'), dataIndex: 'user_name', key: 'user_name' },
    {
      title: t('members.kind'),
      key: 'kind',
      render: (_, member) => <MemberKindTag member={member} />,
    },
    {
      title: t('users.fields.status'),
      key: 'status',
      render: (_, member) => <UserStatusTag status={member.status} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, member) => (
        <ConfirmedAction
          label={t('members.remove')}
          question={t('members.remove.confirm', { name: member.name })}
          icon={<DeleteOutlined />}
          danger
          testId="member-remove"
          onConfirm={() => removeMember(member)}
        />
      ),
    },
  ];

  return (
    <>
      <RefusalAlert refusal={refusal} testId="members-refusal" />
      <AddMembersForm owner={owner} refusal={refusal} />
      <ListToolbar
        list={list}
        search={{ placeholder: t('members.search'), testId: 'members-search' }}
      />
      <PagedTable list={list} columns={columns} busy={remove.isPending} testId="members-table" />
    </>
  );
}
