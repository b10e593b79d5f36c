import { paths } from '../app/paths.ts';
import { BackLink } from '../platform/BackLink.tsx';

export function BackToWorkflowList() {
  return <BackLink to={paths.workflowList} label="workflows.back" testId="back-to-workflow-list" />;
}
