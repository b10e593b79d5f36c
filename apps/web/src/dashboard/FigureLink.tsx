import { Card, Statistic } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';

/**
 * A figure that opens the list it counts: the whole card is one link, named by its title and its
 * value, so a keyboard or a screen reader reaches it as one stop.
 */
export function FigureLink(props: {
  to: string;
  title: string;
  value: number;
  testId: string;
  valueStyle?: CSSProperties;
}) {
  return (
    <Link to={props.to} data-testid={props.testId} style={{ display: 'block', height: '100%' }}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Statistic title={props.title} value={props.value} styles={{ content: props.valueStyle }} />
      </Card>
    </Link>
  );
}
