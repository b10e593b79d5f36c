import { BackLink } from '../platform/BackLink.tsx';
import { paths } from '../platform/paths.ts';

export function BackToFormList() {
  return <BackLink to={paths.formList} label="forms.back" testId="back-to-form-list" />;
}
