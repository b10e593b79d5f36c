import { Button } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  /** The change it sent is on its way: the button spins and cannot be pressed twice. */
  busy?: boolean;
  /** As wide as the form, on the narrow login and password cards. */
  block?: boolean;
  testId: string;
  children: ReactNode;
};

/** A form's primary button, the one Enter presses. */
export function SubmitButton({ busy = false, block = false, testId, children }: Props) {
  return (
    <Button type="primary" htmlType="submit" block={block} loading={busy} data-testid={testId}>
      {children}
    </Button>
  );
}
