import { PALETTE } from '@fleet/domain';
import { Axis, Grid, Group, Scale, Tooltip } from '@visx/visx';
import { useId, useMemo, type MouseEvent } from 'react';
import { COST_TOOLTIP_STYLE, CostChartFrame, type CostChartExport } from './cost-chart-frame';
import { COST_PER_KM_TOP, costValueText, perUnitText, type CostPerKmBar } from './cost-view';
import { moneyText } from './maintenance-format';

/** The title of the cost per km chart (and its image's name). */
export const COST_PER_KM_CHART_TITLE = `Cost per km by asset (top ${COST_PER_KM_TOP})`;
/** Shown instead of the bars when no asset has km in the period. */
export const COST_PER_KM_NONE = 'No asset has a distance in this period.';

const MARGIN = { top: 8, right: 56, bottom: 32, left: 132 } as const;
/** Height of one asset's row, px. */
const ROW_PX = 24;
/** Asset names longer than this are cut on the axis (the tooltip has them whole), characters. */
const NAME_MAX = 18;

/** Props of {@link CostPerKmChart}. */
export interface CostPerKmChartProps extends CostChartExport {
  /** The assets, highest cost per km first (costPerKmBars). */
  bars: readonly CostPerKmBar[];
  /** Fixed width, px; the parent's width when omitted. */
  width?: number;
}

/** The chart's height for a number of bars, px. */
export function costPerKmChartHeight(count: number): number {
  return MARGIN.top + MARGIN.bottom + Math.max(3, count) * ROW_PX;
}

/** The cost per km of the assets as horizontal bars, highest first, each labelled; hovering shows total and km. */
export function CostPerKmChart({ bars, width, exportImage, download }: CostPerKmChartProps) {
  const height = costPerKmChartHeight(bars.length);
  return (
    <CostChartFrame title={COST_PER_KM_CHART_TITLE} testId="cost-chart-per-km" fileName="Cost per km.png" width={width} height={height} exportImage={exportImage} download={download}>
      {(w) =>
        bars.length === 0 ? (
          <p className="maintenance-cost-chart__none" style={{ height }} data-testid="cost-chart-per-km-none">
            {COST_PER_KM_NONE}
          </p>
        ) : (
          <PerKmPlot bars={bars} width={w} height={height} />
        )
      }
    </CostChartFrame>
  );
}

const cut = (name: string) => (name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name);

function PerKmPlot({ bars, width, height }: { bars: readonly CostPerKmBar[]; width: number; height: number }) {
  const id = useId();
  const innerW = Math.max(1, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const { tooltipData, tooltipLeft, tooltipTop, tooltipOpen, showTooltip, hideTooltip } = Tooltip.useTooltip<CostPerKmBar>();
  const { x, y } = useMemo(() => {
    const max = Math.max(0, ...bars.map((b) => b.costPerKm));
    return {
      x: Scale.scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [0, innerW], nice: true }),
      y: Scale.scaleBand<string>({ domain: bars.map((b) => b.key), range: [0, innerH], padding: 0.2 }),
    };
  }, [bars, innerW, innerH]);
  const names = new Map(bars.map((b) => [b.key, cut(b.name)]));
  const onMove = (bar: CostPerKmBar) => (e: MouseEvent<SVGRectElement>) => {
    const box = e.currentTarget.ownerSVGElement?.getBoundingClientRect();
    showTooltip({ tooltipData: bar, tooltipLeft: box ? e.clientX - box.left : MARGIN.left, tooltipTop: MARGIN.top + (y(bar.key) ?? 0) + y.bandwidth() });
  };

  return (
    <div className="maintenance-cost-plot" style={{ position: 'relative', width, height }}>
      <svg width={width} height={height} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid="cost-chart-per-km-svg">
        <title id={`${id}-title`}>{`Cost per km (RM/km) of the ${bars.length} most costly assets per km, highest first`}</title>
        <desc id={`${id}-desc`}>{bars.map((b) => `${b.name}: ${perUnitText(b.costPerKm, 'km')}`).join('; ')}</desc>
        <rect width={width} height={height} fill="#ffffff" />
        <Group.Group left={MARGIN.left} top={MARGIN.top}>
          <Grid.GridColumns scale={x} height={innerH} stroke="#F1F1F1" numTicks={5} />
          {bars.map((bar) => {
            const top = y(bar.key) ?? 0;
            const length = x(bar.costPerKm);
            return (
              <g key={bar.key} data-testid="cost-chart-per-km-bar" data-asset={bar.name}>
                <rect x={0} y={top} width={Math.max(1, length)} height={y.bandwidth()} fill={PALETTE.primary} opacity={tooltipOpen && tooltipData?.key === bar.key ? 0.8 : 1} />
                <text x={length + 4} y={top + y.bandwidth() / 2} dy="0.35em" fontSize={11} fill="#1E1E1E">
                  {costValueText(bar.costPerKm, 'perKm')}
                </text>
                <rect x={0} y={top} width={innerW} height={y.bandwidth()} fill="transparent" onMouseMove={onMove(bar)} onMouseLeave={hideTooltip} data-testid="cost-chart-per-km-hover" />
              </g>
            );
          })}
          <Axis.AxisLeft scale={y} tickFormat={(key) => names.get(String(key)) ?? String(key)} hideTicks />
          <Axis.AxisBottom top={innerH} scale={x} numTicks={Math.max(2, Math.floor(innerW / 90))} label="RM/km" labelOffset={12} />
        </Group.Group>
      </svg>
      {tooltipOpen && tooltipData ? (
        <Tooltip.TooltipWithBounds left={tooltipLeft} top={tooltipTop} style={COST_TOOLTIP_STYLE}>
          <div data-testid="cost-chart-per-km-tooltip">
            <strong>{tooltipData.name}</strong>
            <div>Cost per km: {perUnitText(tooltipData.costPerKm, 'km')}</div>
            <div>Total: {moneyText(tooltipData.total)}</div>
            <div>Distance: {costValueText(tooltipData.km, 'distance')} km</div>
          </div>
        </Tooltip.TooltipWithBounds>
      ) : null}
    </div>
  );
}
