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

/** Splits a name into at most `maxLines` lines of about `maxChars` characters, at spaces where it can. */
export function wrapLabel(name: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    let rest = word;
    // A word longer than a line is broken inside.
    while (rest.length > maxChars) {
      if (line) { lines.push(line); line = ''; }
      lines.push(rest.slice(0, maxChars));
      rest = rest.slice(maxChars);
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= maxChars) line = `${line} ${rest}`;
    else { lines.push(line); line = rest; }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

interface AxisTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  /** The axis's width and how many ticks share it (Recharts passes both): each name gets its share. */
  width?: number | string;
  visibleTicksCount?: number;
}

/**
 * An x-axis name wrapped onto up to `maxLines` lines under its bar, so 'Robotics Homework 3' is read whole instead
 * of 'Robotics Homewo…'. A name that still does not fit ends in '…' and shows in full on hover (its SVG title), in
 * the bar's tooltip and in the card's table view.
 */
export function WrappedAxisTick({ x = 0, y = 0, payload, width, visibleTicksCount, fontSize = 12, maxLines = 3, slant = false }: AxisTickProps & { fontSize?: number; maxLines?: number; slant?: boolean }) {
  const name = String(payload?.value ?? '');
  const share = Number(width) > 0 && visibleTicksCount ? Number(width) / visibleTicksCount : 96;
  // About 0.6 em a character (Latin and Devanagari alike at these sizes), with a little room between names.
  const maxChars = Math.max(4, Math.floor((share - 6) / (fontSize * 0.6)));
  const longestWord = Math.max(0, ...name.split(/\s+/).map((word) => word.length));
  if (slant && longestWord > maxChars) {
    // Too narrow to wrap without breaking words (a phone): the name slants down to the left of its bar instead.
    return (
      <g transform={`translate(${x},${y})`} data-axis-name={name} data-slanted="">
        <title>{name}</title>
        <text textAnchor="end" fontSize={fontSize} fill="currentColor" transform="rotate(-40)" dy={fontSize - 2} dx={-2}>
          {shortenLabel(SLANTED_CHARS)(name)}
        </text>
      </g>
    );
  }
  const lines = wrapLabel(name, maxChars, maxLines);
  return (
    <g transform={`translate(${x},${y})`} data-axis-name={name}>
      <title>{name}</title>
      <text textAnchor="middle" fontSize={fontSize} fill="currentColor">
        {lines.map((line, i) => (
          <tspan key={i} x={0} dy={fontSize + 2}>{line}</tspan>
        ))}
      </text>
    </g>
  );
}

/** A slanted name's length before '…' (its full text is in its title, the tooltip and the table view). */
const SLANTED_CHARS = 22;

/**
 * x-axis settings for charts whose categories are long names: every label shown, wrapped onto up to three lines in
 * the room its bar has; on a phone, where a word would have to break, slanted instead.
 */
export function longNameAxisProps(narrow: boolean | undefined) {
  const fontSize = narrow ? 11 : 12;
  return {
    interval: 0,
    // Three lines; or a slanted name of SLANTED_CHARS characters (sin 40° of its length).
    height: narrow ? Math.round(SLANTED_CHARS * fontSize * 0.6 * 0.64) + 16 : 3 * (fontSize + 2) + 12,
    tick: (props: AxisTickProps) => <WrappedAxisTick {...props} fontSize={fontSize} maxLines={3} slant={narrow} />,
  };
}
