import { DEFAULT_UNITS, formatRangeTime, type UnitPreferences } from '@fleet/domain';
import { Axis, Grid, Scale, Shape, Tooltip } from '@visx/visx';
import { useMemo, type CSSProperties, type MouseEvent } from 'react';
import {
  FUEL_CHART_COLORS,
  FUEL_CHART_SERIES,
  fuelChartLabels,
  fuelChartSpeedDomain,
  type FuelChartPoint,
  type FuelChartSeriesKey,
} from './fuel-series';

/** Plot margins, px: the odometer and speed axes both sit on the right. */
const MARGIN = { top: 16, right: 116, bottom: 36, left: 56 } as const;
/** Tooltips this close to the right edge open to the left of the pointer, px. */
const TOOLTIP_FLIP_PX = 200;
/** Offset of the speed axis right of the odometer axis, px. */
const SPEED_AXIS_OFFSET_PX = 60;

/** Props of {@link FuelChartPlot}. */
export interface FuelChartPlotProps {
  /** Sorted by time; at least one point. */
  points: readonly FuelChartPoint[];
  width: number;
  height: number;
  /** Time zone of the tooltip time. */
  timeZone?: string;
  /** The units the points are in (labels and the speed axis). @default metric */
  units?: UnitPreferences;
}

function extent(points: readonly FuelChartPoint[], key: FuelChartSeriesKey): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of points) {
    const v = p[key];
    if (v === null) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return lo <= hi ? [lo, hi] : null;
}

/** Index of the point nearest to `time` in time-sorted points (binary search). */
export function nearestIndex(points: readonly FuelChartPoint[], time: number): number {
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.time < time) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && time - points[lo - 1]!.time < points[lo]!.time - time) return lo - 1;
  return lo;
}

function formatValue(v: number | null, unit: string): string {
  return v === null ? '–' : `${Math.round(v * 100) / 100} ${unit}`;
}

/**
 * The SVG of the fuel chart at a known size: Fuel (L, from 0) on the left axis, Odometer (km, own extent) and Speed
 * (kph, fixed 0-200) on the right axes, one line each in red, blue and green; hovering shows the three values.
 */
export function FuelChartPlot({ points, width, height, timeZone, units = DEFAULT_UNITS }: FuelChartPlotProps) {
  const labels = fuelChartLabels(units);
  const innerW = Math.max(1, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const { tooltipData, tooltipLeft, tooltipTop, tooltipOpen, showTooltip, hideTooltip } = Tooltip.useTooltip<FuelChartPoint>();

  const scales = useMemo(() => {
    const first = points[0]!.time;
    const last = points[points.length - 1]!.time;
    const x = Scale.scaleTime<number>({ domain: [first, first === last ? first + 1 : last], range: [0, innerW] });
    const fuelMax = extent(points, 'fuel')?.[1] ?? 0;
    const fuel = Scale.scaleLinear<number>({ domain: [0, fuelMax > 0 ? fuelMax : 1], range: [innerH, 0], nice: true });
    const [odoLo, odoHi] = extent(points, 'odometer') ?? [0, 1];
    const odometer = Scale.scaleLinear<number>({ domain: odoLo === odoHi ? [odoLo - 1, odoHi + 1] : [odoLo, odoHi], range: [innerH, 0], nice: true });
    const speed = Scale.scaleLinear<number>({ domain: fuelChartSpeedDomain(units), range: [innerH, 0], clamp: true });
    return { x, y: { fuel, odometer, speed } };
  }, [points, innerW, innerH, units]);

  const onMove = (e: MouseEvent<SVGRectElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const px = e.clientX - rect.left;
    const p = points[nearestIndex(points, scales.x.invert(px).getTime())]!;
    showTooltip({ tooltipData: p, tooltipLeft: MARGIN.left + scales.x(p.time), tooltipTop: e.clientY - rect.top + MARGIN.top });
  };

  return (
    <div style={{ position: 'relative', width, height }}>
      <svg width={width} height={height} data-testid="fuel-chart-svg" role="img" aria-label="Fuel, odometer and speed over time">
        <rect width={width} height={height} fill="#ffffff" />
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          <Grid.GridRows scale={scales.y.fuel} width={innerW} stroke="#F1F1F1" numTicks={5} />
          {FUEL_CHART_SERIES.map((key) => (
            <Shape.LinePath<FuelChartPoint>
              key={key}
              data={points as FuelChartPoint[]}
              defined={(p) => p[key] !== null}
              x={(p) => scales.x(p.time)}
              y={(p) => scales.y[key](p[key]!)}
              stroke={FUEL_CHART_COLORS[key]}
              strokeWidth={1.5}
              fill="none"
              data-series={key}
            />
          ))}
          <Axis.AxisBottom top={innerH} scale={scales.x} numTicks={Math.max(2, Math.floor(innerW / 110))} />
          <Axis.AxisLeft scale={scales.y.fuel} numTicks={5} label={axisLabel('fuel', labels)} stroke={FUEL_CHART_COLORS.fuel} />
          <Axis.AxisRight left={innerW} scale={scales.y.odometer} numTicks={5} label={axisLabel('odometer', labels)} stroke={FUEL_CHART_COLORS.odometer} />
          <Axis.AxisRight
            left={innerW + SPEED_AXIS_OFFSET_PX}
            scale={scales.y.speed}
            numTicks={5}
            label={axisLabel('speed', labels)}
            stroke={FUEL_CHART_COLORS.speed}
          />
          {tooltipOpen && tooltipData ? (
            <line x1={scales.x(tooltipData.time)} x2={scales.x(tooltipData.time)} y1={0} y2={innerH} stroke="#82868B" strokeDasharray="3 3" pointerEvents="none" />
          ) : null}
          <rect width={innerW} height={innerH} fill="transparent" onMouseMove={onMove} onMouseLeave={hideTooltip} data-testid="fuel-chart-hover" />
        </g>
      </svg>
      {tooltipOpen && tooltipData ? (
        <Tooltip.Tooltip left={(tooltipLeft ?? 0) > width - TOOLTIP_FLIP_PX ? (tooltipLeft ?? 0) - TOOLTIP_FLIP_PX : tooltipLeft} top={tooltipTop} style={tooltipStyle}>
          <div data-testid="fuel-chart-tooltip">
            <strong>{formatRangeTime(tooltipData.time, timeZone)}</strong>
            {FUEL_CHART_SERIES.map((key) => (
              <div key={key} style={{ color: FUEL_CHART_COLORS[key] }}>
                {labels[key].label}: {formatValue(tooltipData[key], labels[key].unit)}
              </div>
            ))}
          </div>
        </Tooltip.Tooltip>
      ) : null}
    </div>
  );
}

function axisLabel(key: FuelChartSeriesKey, labels: ReturnType<typeof fuelChartLabels>): string {
  return `${labels[key].label} (${labels[key].unit})`;
}

const tooltipStyle: CSSProperties = {
  ...Tooltip.defaultStyles,
  position: 'absolute',
  pointerEvents: 'none',
  fontSize: 12,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
};
