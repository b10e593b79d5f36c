import { BackLink } from '../platform/BackLink.tsx';
import { paths } from '../platform/paths.ts';

export function BackToWorkflowList() {
  return <BackLink to={paths.workflowList} label="workflows.back" testId="back-to-workflow-list" />;
}
