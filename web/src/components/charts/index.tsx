import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@mantine/core';

/*
 * Mantine charts (Recharts) are large. Panels import charts from here: each chart is a lazy
 * component, so the chart chunk downloads only when a chart is first drawn.
 */
const LazyBar = lazy(() => import('./charts-impl').then((m) => ({ default: m.BarChart })));
const LazyLine = lazy(() => import('./charts-impl').then((m) => ({ default: m.LineChart })));
const LazyPie = lazy(() => import('./charts-impl').then((m) => ({ default: m.PieChart })));
const LazyDonut = lazy(() => import('./charts-impl').then((m) => ({ default: m.DonutChart })));

const chartFallback = (h: number | string | undefined) => <Skeleton height={typeof h === 'number' ? h : 250} data-testid="chart-loading" />;

type BarProps = ComponentProps<typeof LazyBar>;
type LineProps = ComponentProps<typeof LazyLine>;
type PieProps = ComponentProps<typeof LazyPie>;
type DonutProps = ComponentProps<typeof LazyDonut>;

export function BarChart(props: BarProps) {
  return <Suspense fallback={chartFallback(props.h as number | undefined)}><LazyBar {...props} /></Suspense>;
}
export function LineChart(props: LineProps) {
  return <Suspense fallback={chartFallback(props.h as number | undefined)}><LazyLine {...props} /></Suspense>;
}
export function PieChart(props: PieProps) {
  return <Suspense fallback={chartFallback(props.size ?? 200)}><LazyPie {...props} /></Suspense>;
}
export function DonutChart(props: DonutProps) {
  return <Suspense fallback={chartFallback(props.size ?? 200)}><LazyDonut {...props} /></Suspense>;
}

/** Cuts a long category label to `max` characters with an ellipsis (exam names on a chart axis). */
export const shortenLabel = (max: number) => (name: string) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/**
 * x-axis settings for charts whose categories are long names: every label shown, shortened, and on a
 * narrow screen slanted so neighbours do not run into each other.
 */
export function longNameAxisProps(narrow: boolean | undefined) {
  return narrow
    ? { tickFormatter: shortenLabel(12), interval: 0, angle: -30, textAnchor: 'end' as const, height: 66 }
    : { tickFormatter: shortenLabel(16), interval: 0 };
}
