import { paths } from '../app/paths.ts';
import { BackLink } from '../platform/BackLink.tsx';

export function BackToUserList() {
  return <BackLink to={paths.userList} label="users.back" testId="back-to-user-list" />;
}
