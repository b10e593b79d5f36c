import { paths } from '../app/paths.ts';
import { BackLink } from '../platform/BackLink.tsx';

export function BackToRoleList() {
  return <BackLink to={paths.roleList} label="roles.back" testId="back-to-role-list" />;
}
