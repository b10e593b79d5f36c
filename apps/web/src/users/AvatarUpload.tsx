import { UploadOutlined } from '@ant-design/icons';
import type { UserDto } from '@custodia/contracts';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { avatarProblem } from './avatarRules.ts';
import { UserAvatar } from './UserAvatar.tsx';
import { useUploadAvatar } from './useUsers.ts';

export function AvatarUpload({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadAvatar(user.id);

  /** Always false: the mutation sends the file, not antd's own uploader. */
  function accept(file: File): false {
    const problem = avatarProblem(file);
    if (problem) {
      message.error(t(problem));
    } else {
      upload.mutate(file, { onSuccess: () => message.success(t('users.avatar.updated')) });
    }
    return false;
  }

  return (
    <Flex vertical align="center" gap={12}>
      <UserAvatar user={user} size={112} />
      <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={accept}>
        <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="avatar-upload">
          {t('users.avatar.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('users.avatar.hint')}</Typography.Text>
    </Flex>
  );
}
