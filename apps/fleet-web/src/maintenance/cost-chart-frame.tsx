import { downloadUrl } from '@fleet/export-kit';
import { Button } from '@fleet/ui';
import { Responsive, Tooltip } from '@visx/visx';
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { toast } from 'sonner';

/** Shown when a chart's image export fails. */
export const COST_CHART_EXPORT_FAILED = 'Could not export the chart.';

/** Renders an element (HTML and inline SVG) to a PNG data URL with modern-screenshot (loaded on demand), white, at 2x. */
export async function costChartToPng(node: HTMLElement): Promise<string> {
  const { domToPng } = await import('modern-screenshot');
  return domToPng(node, { backgroundColor: '#ffffff', scale: 2 });
}

/** The charts' tooltips: visx's box, small text on one line per value. */
export const COST_TOOLTIP_STYLE: CSSProperties = { ...Tooltip.defaultStyles, fontSize: 12, lineHeight: 1.5, whiteSpace: 'nowrap' };

/** How a chart saves its image; stories and tests stub them. */
export interface CostChartExport {
  /** Renders the chart element to a PNG data URL. @default modern-screenshot domToPng */
  exportImage?: (node: HTMLElement) => Promise<string>;
  /** Saves the data URL under the file name. @default an anchor download */
  download?: (dataUrl: string, fileName: string) => void;
}

/** Props of {@link CostChartFrame}. */
export interface CostChartFrameProps extends CostChartExport {
  title: string;
  /** `data-testid` of the frame; its Export button is `<testId>-export`. */
  testId: string;
  /** The PNG's file name. */
  fileName: string;
  /** Fixed width, px; measured from the parent (visx ParentSize) when omitted. */
  width?: number;
  /** Plot height, px. */
  height: number;
  /** Shown between the title and the plot (a legend); captured in the image. */
  legend?: ReactNode;
  /** The plot at a known width, px. */
  children: (width: number) => ReactNode;
}

/** A chart's title, legend, plot (responsive to its parent's width unless `width` is given) and a PNG Export button. */
export function CostChartFrame({ title, testId, fileName, width, height, legend, children, exportImage = costChartToPng, download = downloadUrl }: CostChartFrameProps) {
  const captureRef = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    const node = captureRef.current;
    if (!node) return;
    setExporting(true);
    try {
      download(await exportImage(node), fileName);
    } catch {
      toast.error(COST_CHART_EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="maintenance-cost-chart" data-testid={testId}>
      <div className="maintenance-cost-chart__bar">
        <Button size="sm" variant="secondary" onClick={() => void onExport()} disabled={exporting} loading={exporting} aria-label={`Export ${title} as an image`} data-testid={`${testId}-export`}>
          PNG
        </Button>
      </div>
      <div ref={captureRef} className="maintenance-cost-chart__capture">
        <h3 className="maintenance-cost-chart__title">{title}</h3>
        {legend}
        {width !== undefined ? (
          children(width)
        ) : (
          // ParentSize fills its parent: give it the plot's height, or an auto-height parent measures 0.
          <div style={{ height }}>
            <Responsive.ParentSize debounceTime={50}>{({ width: measured }) => (measured > 0 ? children(Math.floor(measured)) : null)}</Responsive.ParentSize>
          </div>
        )}
      </div>
    </section>
  );
}

/** The legend of colour keys, as a list. */
export function CostLegend({ items, testId }: { items: readonly { key: string; label: string; color: string }[]; testId: string }) {
  return (
    <ul className="maintenance-cost-legend" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>
          <span aria-hidden="true" className="maintenance-cost-legend__swatch" style={{ background: item.color }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
