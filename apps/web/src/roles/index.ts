/** What the other features use of roles (decision 82). */
export { configPermissionLabels, formGrantRightLabels } from './roleLabels.ts';
