import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import type { ClassEnrolment } from '#contract/reports';
import { axisTick, chartColours, legendText, tooltipStyle } from './chart-style';
import { fillText } from './fill-text';

const ROW_HEIGHT = 40;
/** From this chart width on, class names get a wider axis. */
const WIDE = 560;

/** A class name short enough for its axis; the table has it in full. */
const shortName = (name: string, length: number) =>
  name.length > length ? `${name.slice(0, length - 1).trimEnd()}…` : name;

/** The chart's height for so many classes: one row each, and the axis and legend. */
export const enrolmentChartHeight = (classes: number) => classes * ROW_HEIGHT + 80;

/**
 * Each class's seats as one bar, the enrolled part then the free part, with its figures written on the
 * right ('18/30 · 60%'), so neither the colours nor the bars' lengths alone carry them. For the eye only,
 * as the revenue chart.
 */
export function EnrolmentChart({ classes }: { classes: ClassEnrolment[] }) {
  const [width, setWidth] = useState(0);
  const { t, i18n } = useLingui();
  const wide = width >= WIDE;
  const data = classes.map((row) => ({
    name: row.className,
    enrolled: row.enrolled,
    free: row.capacity - row.enrolled,
    figures: `${row.enrolled}/${row.capacity} · ${fillText(row.fillPercent, i18n)}`,
  }));
  return (
    <ResponsiveContainer
      width="100%"
      height="100%"
      initialDimension={{ width: 320, height: enrolmentChartHeight(classes.length) }}
      onResize={(next) => setWidth(next)}
    >
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
        barCategoryGap="25%"
      >
        <CartesianGrid horizontal={false} stroke={chartColours.grid} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} stroke={chartColours.text} />
        <YAxis
          type="category"
          dataKey="name"
          tickFormatter={(name: string) => shortName(name, wide ? 28 : 12)}
          tick={axisTick}
          stroke={chartColours.text}
          width={wide ? 190 : 96}
          interval={0}
        />
        <YAxis
          yAxisId="figures"
          orientation="right"
          type="category"
          dataKey="figures"
          tick={axisTick}
          axisLine={false}
          tickLine={false}
          width={wide ? 100 : 84}
          interval={0}
        />
        <Tooltip {...tooltipStyle} />
        <Legend formatter={legendText} />
        <Bar
          dataKey="enrolled"
          name={t`Enrolled`}
          stackId="seats"
          fill={chartColours.enrolled}
          stroke={chartColours.page}
          isAnimationActive={false}
        />
        <Bar
          dataKey="free"
          name={t`Free seats`}
          stackId="seats"
          fill={chartColours.free}
          stroke={chartColours.page}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
