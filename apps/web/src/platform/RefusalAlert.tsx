import { Alert } from 'antd';
import type { Refusal } from './useRefusal.ts';

/** Shows the refusal a `useRefusal` holds until the user closes it. */
export function RefusalAlert({ refusal, testId }: { refusal: Refusal; testId: string }) {
  if (refusal.text === null) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={refusal.text}
      closable={{ onClose: refusal.dismiss }}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
