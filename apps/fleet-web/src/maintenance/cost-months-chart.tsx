import { COST_CATEGORIES } from '@fleet/domain';
import { Axis, Grid, Group, Scale, Tooltip } from '@visx/visx';
import { useId, useMemo, type MouseEvent } from 'react';
import { COST_TOOLTIP_STYLE, CostChartFrame, CostLegend, type CostChartExport } from './cost-chart-frame';
import type { CostMonthBar } from './cost-view';
import { moneyText } from './maintenance-format';

/** The title of the monthly chart (and its image's name). */
export const COST_MONTHS_CHART_TITLE = 'Costs by month';

const MARGIN = { top: 12, right: 16, bottom: 36, left: 64 } as const;
/** Month labels closer than this skip months, px. */
const MIN_LABEL_PX = 64;

/** Props of {@link CostMonthsChart}. */
export interface CostMonthsChartProps extends CostChartExport {
  /** The months, oldest first (costMonthBars). */
  bars: readonly CostMonthBar[];
  /** Fixed width, px; the parent's width when omitted. */
  width?: number;
  /** Plot height, px. @default 300 */
  height?: number;
}

/** 'RM 12.5k': the amount axis. */
export function axisMoney(value: number): string {
  return value >= 1000 ? `${(value / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k` : value.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/**
 * The cost of each month, stacked by category (COST_CATEGORIES' order and colours) with a legend; hovering a month
 * shows its amounts and total. The SVG's title and description name every month's total for screen readers.
 */
export function CostMonthsChart({ bars, width, height = 300, exportImage, download }: CostMonthsChartProps) {
  return (
    <CostChartFrame
      title={COST_MONTHS_CHART_TITLE}
      testId="cost-chart-months"
      fileName={`${COST_MONTHS_CHART_TITLE}.png`}
      width={width}
      height={height}
      legend={<CostLegend items={COST_CATEGORIES} testId="cost-chart-months-legend" />}
      exportImage={exportImage}
      download={download}
    >
      {(w) => <MonthsPlot bars={bars} width={w} height={height} />}
    </CostChartFrame>
  );
}

function MonthsPlot({ bars, width, height }: { bars: readonly CostMonthBar[]; width: number; height: number }) {
  const id = useId();
  const innerW = Math.max(1, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const { tooltipData, tooltipLeft, tooltipTop, tooltipOpen, showTooltip, hideTooltip } = Tooltip.useTooltip<CostMonthBar>();
  const { x, y } = useMemo(() => {
    const max = Math.max(0, ...bars.map((b) => b.total));
    return {
      x: Scale.scaleBand<string>({ domain: bars.map((b) => b.month), range: [0, innerW], padding: 0.25 }),
      y: Scale.scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [innerH, 0], nice: true }),
    };
  }, [bars, innerW, innerH]);
  const every = Math.max(1, Math.ceil(MIN_LABEL_PX / Math.max(1, x.step())));
  const labels = new Map(bars.map((b) => [b.month, b.label]));
  const onMove = (bar: CostMonthBar) => (e: MouseEvent<SVGRectElement>) => {
    const box = e.currentTarget.ownerSVGElement?.getBoundingClientRect();
    showTooltip({ tooltipData: bar, tooltipLeft: MARGIN.left + (x(bar.month) ?? 0) + x.bandwidth(), tooltipTop: box ? e.clientY - box.top : MARGIN.top });
  };

  return (
    <div className="maintenance-cost-plot" style={{ position: 'relative', width, height }}>
      <svg width={width} height={height} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid="cost-chart-months-svg">
        <title id={`${id}-title`}>{`${COST_MONTHS_CHART_TITLE}, RM, stacked by ${COST_CATEGORIES.map((c) => c.label.toLowerCase()).join(', ')}`}</title>
        <desc id={`${id}-desc`}>{bars.map((b) => `${b.label}: ${moneyText(b.total)}`).join('; ')}</desc>
        <rect width={width} height={height} fill="#ffffff" />
        <Group.Group left={MARGIN.left} top={MARGIN.top}>
          <Grid.GridRows scale={y} width={innerW} stroke="#F1F1F1" numTicks={5} />
          {bars.map((bar) => {
            const left = x(bar.month) ?? 0;
            let base = 0;
            return (
              <g key={bar.month} data-testid="cost-chart-months-bar" data-month={bar.month}>
                {COST_CATEGORIES.map((c) => {
                  const value = bar.amounts[c.key];
                  if (value <= 0) return null;
                  const bottom = y(base);
                  base += value;
                  const top = y(base);
                  return <rect key={c.key} x={left} y={top} width={x.bandwidth()} height={Math.max(0, bottom - top)} fill={c.color} data-category={c.key} />;
                })}
                <rect
                  x={left - (x.step() - x.bandwidth()) / 2}
                  y={0}
                  width={x.step()}
                  height={innerH}
                  fill={tooltipOpen && tooltipData?.month === bar.month ? 'rgba(40, 52, 144, 0.06)' : 'transparent'}
                  onMouseMove={onMove(bar)}
                  onMouseLeave={hideTooltip}
                  data-testid="cost-chart-months-hover"
                />
              </g>
            );
          })}
          <Axis.AxisLeft scale={y} numTicks={5} tickFormat={(v) => axisMoney(Number(v))} label="RM" labelOffset={40} />
          <Axis.AxisBottom top={innerH} scale={x} tickValues={bars.filter((_, i) => i % every === 0).map((b) => b.month)} tickFormat={(m) => labels.get(String(m)) ?? String(m)} />
        </Group.Group>
      </svg>
      {tooltipOpen && tooltipData ? (
        <Tooltip.TooltipWithBounds left={tooltipLeft} top={tooltipTop} style={COST_TOOLTIP_STYLE}>
          <div data-testid="cost-chart-months-tooltip">
            <strong>{tooltipData.label}</strong>
            {COST_CATEGORIES.map((c) => (
              <div key={c.key} className="maintenance-cost-tooltip__line">
                <span aria-hidden="true" className="maintenance-cost-legend__swatch" style={{ background: c.color }} />
                {c.label}: {moneyText(tooltipData.amounts[c.key])}
              </div>
            ))}
            <div className="maintenance-cost-tooltip__total">Total: {moneyText(tooltipData.total)}</div>
          </div>
        </Tooltip.TooltipWithBounds>
      ) : null}
    </div>
  );
}
