import { BackLink } from '../platform/BackLink.tsx';
import { paths } from '../platform/paths.ts';

export function BackToUserList() {
  return <BackLink to={paths.userList} label="users.back" testId="back-to-user-list" />;
}
