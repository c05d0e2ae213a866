import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import type { ChartSeries } from '../usageView';
import { OTHERS_KEY, round2 } from '../usageView';

const AMOUNT = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The axis and tooltip amounts: the unit is in the chart's title. */
const amountText = (n: number) => AMOUNT.format(round2(n));

/** Band colours, in the order of the entities (largest first); the "Others" band is grey. */
const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.6'];

/**
 * The daily cost stacked by entity. The drawing is an image to assistive technology, named by
 * `summary` (the total and the largest entity); the table beneath it is its full text alternative.
 */
export function UsageChart({ series, data, summary }: { series: ChartSeries[]; data: Record<string, string | number>[]; summary: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed" mb="xs">
        Daily cost (CHC), stacked by service, storage and pipe
      </Text>
      <div role="img" aria-label={summary} data-testid="usage-chart">
        <BarChart
          h={320}
          data={data}
          dataKey="date"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={amountText}
          series={series.map((s, i) => ({ name: s.key, label: s.label, color: s.key === OTHERS_KEY ? 'gray.6' : COLORS[i % COLORS.length] }))}
        />
      </div>
    </Card>
  );
}
