import type { UserDto } from '@custodia/contracts';
import { Avatar } from 'antd';
import { useAvatarSrc } from './useAvatarSrc.ts';

type Props = { user: Pick<UserDto, 'first_name' | 'last_name' | 'avatar_url'>; size?: number };

/** The user's picture, or their initials when they have none. */
export function UserAvatar({ user, size }: Props) {
  const src = useAvatarSrc(user.avatar_url);
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <Avatar size={size} src={src} alt={`${user.first_name} ${user.last_name}`}>
      {initials}
    </Avatar>
  );
}
