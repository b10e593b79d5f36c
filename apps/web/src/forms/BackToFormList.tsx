import { paths } from '../app/paths.ts';
import { BackLink } from '../platform/BackLink.tsx';

export function BackToFormList() {
  return <BackLink to={paths.formList} label="forms.back" testId="back-to-form-list" />;
}
