import { BackLink } from '../platform/BackLink.tsx';
import { paths } from '../platform/paths.ts';

export function BackToWorkGroupList() {
  return (
    <BackLink to={paths.workGroupList} label="workGroups.back" testId="back-to-work-group-list" />
  );
}
