import type { FormStatusValue } from '@custodia/contracts';
import { StatusTag } from '../platform/StatusTag.tsx';
import { formStatusColors, formStatusLabels } from './formLabels.ts';

export function FormStatusTag({ status }: { status: FormStatusValue }) {
  return (
    <StatusTag
      status={status}
      labels={formStatusLabels}
      colors={formStatusColors}
      testId="form-status"
    />
  );
}
