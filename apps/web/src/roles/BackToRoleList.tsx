import { BackLink } from '../platform/BackLink.tsx';
import { paths } from '../platform/paths.ts';

export function BackToRoleList() {
  return <BackLink to={paths.roleList} label="roles.back" testId="back-to-role-list" />;
}
