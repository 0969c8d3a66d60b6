import { DEFAULT_UNITS, MESSAGES, type UnitPreferences } from '@fleet/domain';
import { Button, EmptyState, Spinner } from '@fleet/ui';
import { Responsive } from '@visx/visx';
import { useRef, useState, type CSSProperties } from 'react';
import { toast } from 'sonner';
import { downloadDataUrl, elementToPng } from './export-image';
import { FuelChartPlot } from './fuel-chart-plot';
import { FUEL_CHART_COLORS, FUEL_CHART_FILE_NAME, FUEL_CHART_SERIES, FUEL_CHART_TITLE, fuelChartLabels, type FuelChartPoint } from './fuel-series';

/** Default plot height, px. */
export const FUEL_CHART_DEFAULT_HEIGHT_PX = 360;

/** Shown when the image export fails. */
export const FUEL_CHART_EXPORT_FAILED = 'Could not export the chart.';

/** Props of {@link FuelChart}. */
export interface FuelChartProps {
  /** Points sorted by time (see fuelChartSeries); null/undefined while loading (the chart stays hidden). */
  points: readonly FuelChartPoint[] | null | undefined;
  /** Fixed width, px; measured from the parent (visx ParentSize) when omitted. */
  width?: number;
  /** Plot height, px. @default 360 */
  height?: number;
  /** Time zone of the tooltip time. @default the domain default */
  timeZone?: string;
  /** The units of the points (History rows arrive in the company's units): labels and the speed axis. @default metric */
  units?: UnitPreferences;
  /** Renders the chart element to a PNG data URL. @default modern-screenshot domToPng */
  exportImage?: (node: HTMLElement) => Promise<string>;
  /** Saves the data URL under the file name. @default an anchor download */
  download?: (dataUrl: string, fileName: string) => void;
}

/**
 * 'Fuel Chart' (SPEC §2): fuel (L, from 0), odometer (km) and speed (kph, 0-200) over time in red, blue and green,
 * with a legend, a hover tooltip and an Export button saving 'Fuel Chart.png'. Hidden (a spinner) until the points
 * and the width are known; responsive to its parent's width unless `width` is given.
 */
export function FuelChart({ points, width, height = FUEL_CHART_DEFAULT_HEIGHT_PX, timeZone, units = DEFAULT_UNITS, exportImage = elementToPng, download = downloadDataUrl }: FuelChartProps) {
  const captureRef = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const loaded = points !== null && points !== undefined;
  const hasData = loaded && points.length > 0;

  const onExport = async () => {
    const node = captureRef.current;
    if (!node) return;
    setExporting(true);
    try {
      download(await exportImage(node), FUEL_CHART_FILE_NAME);
    } catch {
      toast.error(FUEL_CHART_EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  const plot = (w: number) =>
    w > 0 && hasData ? <FuelChartPlot points={points} width={w} height={height} timeZone={timeZone} units={units} /> : <Loading height={height} />;

  return (
    <section data-testid="fuel-chart" data-state={!loaded ? 'loading' : hasData ? 'ready' : 'empty'} style={root}>
      <div style={toolbar}>
        <span style={{ flex: 1 }} />
        <Button size="sm" variant="secondary" onClick={onExport} disabled={!hasData || exporting} loading={exporting} data-testid="fuel-chart-export">
          Export
        </Button>
      </div>
      <div ref={captureRef} style={capture}>
        <h3 style={titleStyle}>{FUEL_CHART_TITLE}</h3>
        {!loaded ? (
          <Loading height={height} />
        ) : !hasData ? (
          <EmptyState title={MESSAGES.pdfNoRows} />
        ) : (
          <>
            <ul style={legend} data-testid="fuel-chart-legend">
              {FUEL_CHART_SERIES.map((key) => (
                <li key={key} style={legendItem}>
                  <span aria-hidden="true" style={{ ...swatch, background: FUEL_CHART_COLORS[key] }} />
                  {fuelChartLabels(units)[key].label} ({fuelChartLabels(units)[key].unit})
                </li>
              ))}
            </ul>
            {width !== undefined ? plot(width) : (
              // ParentSize fills its parent: give it the plot's height, or an auto-height parent measures 0.
              <div style={{ height }}>
                <Responsive.ParentSize debounceTime={50}>{({ width: measured }) => plot(Math.floor(measured))}</Responsive.ParentSize>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function Loading({ height }: { height: number }) {
  return (
    <div style={{ height, display: 'grid', placeItems: 'center' }} data-testid="fuel-chart-loading">
      <Spinner size={32} />
    </div>
  );
}

const root: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 };
const toolbar: CSSProperties = { display: 'flex', alignItems: 'center' };
const capture: CSSProperties = { background: '#ffffff', padding: 8, minWidth: 0 };
const titleStyle: CSSProperties = { margin: '0 0 4px', fontSize: 15, fontWeight: 600, textAlign: 'center' };
const legend: CSSProperties = { display: 'flex', justifyContent: 'center', gap: 16, margin: '0 0 8px', padding: 0, listStyle: 'none', fontSize: 12 };
const legendItem: CSSProperties = { display: 'flex', alignItems: 'center', gap: 6 };
const swatch: CSSProperties = { display: 'inline-block', width: 14, height: 3, borderRadius: 1 };
