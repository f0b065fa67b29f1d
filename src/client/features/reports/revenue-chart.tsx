import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RevenueMonth } from '#contract/reports';
import { formatUsd, formatUsdShort } from '#client/format.ts';
import { monthName, shortMonthName } from '#client/month-name.ts';
import { axisTick, chartColours, legendText, tooltipStyle } from './chart-style';

const series = [
  { key: 'gross', name: msg`Gross`, fill: chartColours.gross },
  { key: 'refunded', name: msg`Refunded`, fill: chartColours.refunded },
  { key: 'net', name: msg`Net`, fill: chartColours.net },
] as const;

/**
 * Gross, refunded and net per month as grouped bars. Drawn for the eye only: its container names it as one
 * picture, and the table beside it holds the same figures for screen readers and keyboards.
 */
export function RevenueChart({ months }: { months: RevenueMonth[] }) {
  const { i18n } = useLingui();
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 288 }}>
      <BarChart
        data={months}
        accessibilityLayer={false}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        barGap={1}
        barCategoryGap="18%"
      >
        <CartesianGrid vertical={false} stroke={chartColours.grid} />
        <XAxis
          dataKey="month"
          tickFormatter={(month: string) => shortMonthName(month)}
          tick={axisTick}
          stroke={chartColours.text}
          minTickGap={4}
        />
        <YAxis tickFormatter={formatUsdShort} tick={axisTick} stroke={chartColours.text} width={52} />
        <ReferenceLine y={0} stroke={chartColours.text} />
        <Tooltip
          {...tooltipStyle}
          labelFormatter={(month) => monthName(String(month))}
          formatter={(value) => formatUsd(Number(value))}
        />
        <Legend formatter={legendText} itemSorter={null} />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={i18n._(s.name)}
            fill={s.fill}
            isAnimationActive={false}
            maxBarSize={40}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
