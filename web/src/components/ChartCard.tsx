import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Box, Button, Card, ColorSwatch, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../lib/api';
import { BarChart, DonutChart, LineChart, PieChart } from './charts';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

type CellNumber = number | null | undefined;

export interface ChartSeries {
  /** The data key of this series. */
  name: string;
  /** Shown in the legend, tooltip and table; defaults to `name`. */
  label?: string;
  /** A Mantine colour ('blue.6'). */
  color: string;
  /**
   * 'right' draws this series against the second value axis (`chartProps.withRightYAxis`): one unit per axis, so
   * counts and percentages never share a scale (a row leaves the other unit's series empty).
   */
  yAxisId?: 'left' | 'right';
}

interface ChartCardBase {
  title: string;
  /** Heading level of the title (default 2: the card sits under the panel's h1). */
  titleOrder?: TitleOrder;
  /** The spec's empty text, shown instead of the chart when there is no data. */
  emptyText?: string;
  /** What the chart shows, for screen readers; a generic line with the title and count by default. */
  summary?: string;
  /** Chart height in px (default 250; the diameter for pie and donut). */
  h?: number;
  /** Formats numbers in the tooltip and the table. */
  valueFormatter?: (value: number) => string;
  /** Header of the table's first column (default 'Category'). */
  categoryLabel?: string;
  /** Beside the title (a select, say); wraps under it on a phone. */
  aside?: ReactNode;
  /** A line under the title (a total, what is shown); stays above the table view too. */
  description?: ReactNode;
  /** Under the chart, not the table view: a note about the drawing ('Click a bar to see that exam.'). */
  footer?: ReactNode;
  /** The data is still loading: a skeleton of the chart's size instead of the chart or the empty text. */
  isLoading?: boolean;
  /** A failed load: the server's detail, else `errorText`, with 'Try again' when `onRetry` is given. */
  error?: unknown;
  errorText?: string;
  onRetry?: () => void;
  testId?: string;
}

type CartesianExtra = Omit<Partial<ComponentProps<typeof BarChart>>, 'data' | 'dataKey' | 'series' | 'h' | 'valueFormatter'>;
type LineExtra = Omit<Partial<ComponentProps<typeof LineChart>>, 'data' | 'dataKey' | 'series' | 'h' | 'valueFormatter'>;
type PieExtra = Omit<Partial<ComponentProps<typeof PieChart>>, 'data' | 'size' | 'valueFormatter'>;
type DonutExtra = Omit<Partial<ComponentProps<typeof DonutChart>>, 'data' | 'size' | 'valueFormatter'>;

export interface BarChartCardProps extends ChartCardBase {
  type: 'bar';
  /** One object per category: the category under `dataKey`, a number under each series' name. */
  data: readonly Record<string, string | number | null | undefined>[];
  dataKey: string;
  series: readonly ChartSeries[];
  /** More settings for the chart (axis props, orientation...). */
  chartProps?: CartesianExtra;
}
export interface LineChartCardProps extends Omit<BarChartCardProps, 'type' | 'chartProps'> {
  type: 'line';
  chartProps?: LineExtra;
}
export interface PieChartCardProps extends ChartCardBase {
  type: 'pie';
  /** One slice per category; a pie whose values are all 0 counts as empty. */
  data: readonly { name: string; value: number; color: string }[];
  /** Header of the table's value column (default 'Value'). */
  valueLabel?: string;
  /** A written legend beside the pie: each slice's colour, name, value and share of the whole. */
  withLegend?: boolean;
  chartProps?: PieExtra;
}
export interface DonutChartCardProps extends Omit<PieChartCardProps, 'type' | 'chartProps'> {
  type: 'donut';
  chartProps?: DonutExtra;
}
export type ChartCardProps = BarChartCardProps | LineChartCardProps | PieChartCardProps | DonutChartCardProps;

interface TableView {
  headers: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

/**
 * A titled card with a chart that loads lazily, the empty text when there is nothing to draw, and a
 * 'Show as table' switch that shows the same numbers as a table (a text alternative to the drawing).
 */
export function ChartCard(props: ChartCardProps) {
  const {
    title, titleOrder = 2, emptyText, summary, valueFormatter, categoryLabel, aside, description, footer,
    isLoading = false, error, errorText, onRetry, testId = 'chart-card',
  } = props;
  const { t, i18n } = useTranslation('components');
  const { t: tCommon } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const contentId = useId();

  const numberFormat = new Intl.NumberFormat(i18n.language);
  const format = (value: CellNumber) =>
    value === null || value === undefined || Number.isNaN(value) ? tCommon('common.notSet') : (valueFormatter ?? numberFormat.format)(value);

  const empty = props.data.length === 0 || (isPieProps(props) && props.data.every((slice) => !slice.value));
  const failed = !isLoading && error != null;
  const drawn = !isLoading && !failed && !empty;
  const count = props.data.length;
  const label = summary ?? t('chart.summary', { title, count });

  const category = categoryLabel ?? t('chart.category');
  const { view, chart } = isPieProps(props)
    ? pieParts(props, format, [category, props.valueLabel ?? t('chart.value')])
    : cartesianParts(props, format, category);
  const legend = isPieProps(props) && props.withLegend ? <PieLegend slices={props.data} format={format} testId={`${testId}-legend`} /> : null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid={testId} h="100%">
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
        <Title order={titleOrder} size="h4" id={titleId}>{title}</Title>
        <Group gap="xs" wrap="wrap" align="flex-end">
          {aside}
          {drawn && (
            <Button variant="subtle" size="compact-sm" onClick={() => setAsTable((v) => !v)} aria-controls={contentId} data-testid={`${testId}-toggle`}>
              {asTable ? t('chart.showChart') : t('chart.showTable')}
            </Button>
          )}
        </Group>
      </Group>
      {description && !failed && (
        <Text size="sm" c="dimmed" component="div" mt={-4} mb="xs" data-testid={`${testId}-description`}>{description}</Text>
      )}
      <div id={contentId}>
        {isLoading ? (
          <Skeleton height={props.h ?? 250} radius="md" data-testid={`${testId}-loading`} aria-busy="true" />
        ) : failed ? (
          <ErrorState message={errorDetail(error, errorText ?? t('chart.loadFailed'))} onRetry={onRetry} />
        ) : empty ? (
          <EmptyState message={emptyText} />
        ) : asTable ? (
          <Table.ScrollContainer
            minWidth={view.headers.length > 3 ? 480 : 0}
            type="native"
            // A wide table scrolls sideways on a phone: keyboard users reach it with Tab (axe: scrollable-region-focusable).
            {...(view.headers.length > 3 ? { tabIndex: 0, role: 'region', 'aria-label': title } : {})}
          >
            <Table striped withTableBorder data-testid={`${testId}-table`}>
              <Table.Caption><VisuallyHidden>{title}</VisuallyHidden></Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {view.headers.map((header, i) => <Table.Th key={i} scope="col" ta={i === 0 ? 'left' : 'right'}>{header}</Table.Th>)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.rows.map((row) => (
                  <Table.Tr key={row.key}>
                    {row.cells.map((cell, i) =>
                      i === 0 ? <Table.Th key={i} scope="row" fw={500}>{cell}</Table.Th> : <Table.Td key={i} ta="right">{cell}</Table.Td>,
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <ChartImage label={label} testId={`${testId}-chart`} legend={legend} width={isPieProps(props) ? (props.h ?? 250) : undefined}>{chart}</ChartImage>
        )}
      </div>
      {footer && drawn && !asTable && <Box mt="xs">{footer}</Box>}
    </Card>
  );
}

/**
 * One image with a summary for screen readers (the numbers are in the table view); a pie's legend beside it.
 * A pie keeps its own width, so it is not squeezed to nothing beside its legend.
 */
function ChartImage({ label, testId, legend, width, children }: { label: string; testId: string; legend: ReactNode; width?: number; children: ReactNode }) {
  const image = (
    <Box role="img" aria-label={label} data-testid={testId} style={width ? { flex: '0 0 auto', minWidth: width, maxWidth: '100%' } : undefined}>
      {children}
    </Box>
  );
  if (!legend) return image;
  return (
    <Group gap="lg" justify="center" align="center" wrap="wrap">
      {image}
      {legend}
    </Group>
  );
}

/** Colour, name, value and share of each slice: the pie's figures readable without hovering. Empty slices are left out. */
function PieLegend({ slices, format, testId }: { slices: PieChartCardProps['data']; format: Format; testId: string }) {
  const shown = slices.filter((slice) => slice.value > 0);
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none', minWidth: 0, flex: '1 1 10rem' }} data-testid={testId}>
      {shown.map((slice) => (
        <Group key={slice.name} component="li" gap={8} wrap="nowrap" data-slice={slice.name}>
          <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={12} withShadow={false} style={{ flexShrink: 0 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {slice.name}: <b>{format(slice.value)}</b> ({Math.round((100 * slice.value) / total)}%)
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function isPieProps(props: ChartCardProps): props is PieChartCardProps | DonutChartCardProps {
  return props.type === 'pie' || props.type === 'donut';
}

type Format = (value: CellNumber) => string;

function pieParts(props: PieChartCardProps | DonutChartCardProps, format: Format, headers: [string, string]): { view: TableView; chart: ReactNode } {
  const common = { data: props.data.map((slice) => ({ ...slice })), size: props.h ?? 250, valueFormatter: props.valueFormatter };
  return {
    view: { headers, rows: props.data.map((slice) => ({ key: slice.name, cells: [slice.name, format(slice.value)] })) },
    chart: props.type === 'pie' ? <PieChart {...props.chartProps} {...common} /> : <DonutChart {...props.chartProps} {...common} />,
  };
}

function cartesianParts(props: BarChartCardProps | LineChartCardProps, format: Format, category: string): { view: TableView; chart: ReactNode } {
  const { dataKey, series } = props;
  const common = {
    data: props.data.map((item) => ({ ...item })),
    dataKey,
    series: series.map((s) => ({ ...s })),
    h: props.h ?? 250,
    valueFormatter: props.valueFormatter,
  };
  return {
    view: {
      headers: [category, ...series.map((s) => s.label ?? s.name)],
      rows: props.data.map((item, index) => ({
        key: `${String(item[dataKey])}-${index}`,
        cells: [String(item[dataKey] ?? ''), ...series.map((s) => format(toNumber(item[s.name])))],
      })),
    },
    chart: props.type === 'bar' ? <BarChart {...props.chartProps} {...common} /> : <LineChart {...props.chartProps} {...common} />,
  };
}

function toNumber(value: string | number | null | undefined): CellNumber {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
