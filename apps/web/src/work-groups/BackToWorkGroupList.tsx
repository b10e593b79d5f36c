import { paths } from '../app/paths.ts';
import { BackLink } from '../platform/BackLink.tsx';

export function BackToWorkGroupList() {
  return (
    <BackLink to={paths.workGroupList} label="workGroups.back" testId="back-to-work-group-list" />
  );
}
