import { theme } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export type ChartSeries = { key: string; label: string };

export type ChartProps = {
  rows: Record<string, string | number>[];
  /** The field naming each group of bars (a month, a form, a step). */
  x: string;
  series: ChartSeries[];
  label: string;
};

/**
 * Bars of a metrics table, drawn by recharts. The chart is one image to assistive technology (the
 * table under it says the same figures), so its parts take no focus of their own.
 */
export default function MetricsChart({ rows, x, series, label }: ChartProps) {
  const { token } = theme.useToken();
  const colours = [token.colorPrimary, token.colorWarning, token.colorSuccess, token.colorError];
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={x} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={48} />
          <Tooltip />
          <Legend />
          {series.map((line, index) => (
            <Bar
              key={line.key}
              dataKey={line.key}
              name={line.label}
              fill={colours[index % colours.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
