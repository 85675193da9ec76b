import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatINR } from '../../../../domain/format';
import { compactINR, dayLabel } from './analytics-format';

/** recharts lives in this module alone, so the analytics page can load it on demand. */

const AXIS = { fontSize: 11, fill: '#6f665e' };
const GRID = '#e3d7c3';

export interface TrendChartProps {
  kind: 'revenue' | 'orders';
  data: { day: string; value: number }[];
}

export function TrendChart({ kind, data }: TrendChartProps) {
  const common = {
    data,
    responsive: true,
    style: { width: '100%', height: 260 },
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  const xAxis = (
    <XAxis
      dataKey="day"
      tickFormatter={dayLabel}
      tick={AXIS}
      tickLine={false}
      axisLine={{ stroke: GRID }}
      minTickGap={24}
    />
  );
  const grid = <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />;
  const tooltip = (
    <Tooltip
      labelFormatter={(label) => dayLabel(String(label))}
      formatter={(value) => [
        kind === 'revenue' ? formatINR(Number(value)) : String(value),
        kind === 'revenue' ? 'Revenue' : 'Orders',
      ]}
      contentStyle={{ borderRadius: 8, borderColor: GRID, fontSize: 12 }}
    />
  );

  if (kind === 'revenue') {
    return (
      <AreaChart {...common}>
        {grid}
        {xAxis}
        <YAxis
          tickFormatter={compactINR}
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          width={64}
          allowDecimals={false}
        />
        {tooltip}
        <Area
          type="monotone"
          dataKey="value"
          stroke="#7d5c30"
          strokeWidth={2}
          fill="#c9a46a"
          fillOpacity={0.22}
          isAnimationActive={false}
        />
      </AreaChart>
    );
  }
  return (
    <BarChart {...common}>
      {grid}
      {xAxis}
      <YAxis tick={AXIS} tickLine={false} axisLine={false} width={40} allowDecimals={false} />
      {tooltip}
      <Bar dataKey="value" fill="#2b2724" radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
    </BarChart>
  );
}
