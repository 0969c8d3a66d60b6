import type { PlaybackRoutePoint, UnitPreferences } from '@fleet/domain';
import type { DetailsItem } from '@fleet/playback-engine';
import { ChevronRightIcon } from '@fleet/ui';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { ContinuedRow, DETAILS_ROW_HEIGHT, LongEventCard, PointCard } from './details-cards';
import './details-panel.css';

/** Width of the open panel, px (SPEC §9). */
export const DETAILS_PANEL_WIDTH = 400;
/** Height assumed for the list when it cannot be measured (no layout), px. */
const UNMEASURED_HEIGHT = 800;

/** Props of {@link DetailsPanel}. */
export interface DetailsPanelProps {
  /** Whether the panel is open (it slides in at its width, px: DETAILS_PANEL_WIDTH). */
  open: boolean;
  /** Called when the panel's toggle opens or closes it. */
  onOpenChange: (open: boolean) => void;
  /** The replayed points (`track.points`). */
  points: readonly PlaybackRoutePoint[];
  /** `buildDetailsList(points, timeZone)`. */
  items: readonly DetailsItem[];
  /** The point at the player's time (`frame.index`); its card is highlighted. */
  currentIndex: number;
  /**
   * Clicking a card: the point's index and the instant to seek to (a stop's card gives its first point and its start;
   * a continued row the stop's first point and the day's start).
   */
  onSelect: (index: number, time: number) => void;
  /** Zone of the cards' dates and times (IANA name, the user's). @default the domain default */
  timeZone?: string;
  /** The company's units of speeds and volumes. @default metric */
  units?: UnitPreferences;
  /** Scroll the highlighted card into view when it changes (e.g. only while playing). @default true */
  follow?: boolean;
}

/** For each point index, the index of the item holding it (-1 when none). */
export function itemIndexByPoint(items: readonly DetailsItem[], pointCount: number): Int32Array {
  const map = new Int32Array(pointCount).fill(-1);
  items.forEach((item, i) => {
    if (item.kind === 'point' && item.index < pointCount) map[item.index] = i;
    else if (item.kind === 'long-event') map.fill(i, item.first, Math.min(item.last + 1, pointCount));
  });
  return map;
}

/**
 * The details panel (SPEC §2, §4): 400 px on the right, collapsible, 'No Data' without points, otherwise a virtual
 * list of day headers (one for every day), stop cards (a stop's duration until the next move), rows saying a stop goes
 * on or a day has no data, and point cards. The card holding `currentIndex` is highlighted and, when it
 * changes (not on every frame), scrolled into view.
 */
export function DetailsPanel({ open, onOpenChange, points, items, currentIndex, onSelect, timeZone, units, follow = true }: DetailsPanelProps) {
  const empty = points.length === 0;
  return (
    <aside className="pk-details" data-open={open || undefined} style={{ width: open ? DETAILS_PANEL_WIDTH : undefined }} data-testid="details-panel" aria-label="Details">
      <button
        type="button"
        className="pk-details__toggle"
        data-testid="details-toggle"
        aria-expanded={open}
        aria-label={open ? 'Hide details' : 'Show details'}
        title={open ? 'Hide details' : 'Show details'}
        onClick={() => onOpenChange(!open)}
      >
        <ChevronRightIcon style={{ transform: open ? undefined : 'rotate(180deg)' }} />
      </button>
      {open ? (
        empty ? (
          <p className="pk-details__empty" data-testid="details-empty">
            No Data
          </p>
        ) : (
          <DetailsList points={points} items={items} currentIndex={currentIndex} onSelect={onSelect} timeZone={timeZone} units={units} follow={follow} />
        )
      ) : null}
    </aside>
  );
}

type ListProps = Pick<DetailsPanelProps, 'points' | 'items' | 'currentIndex' | 'onSelect' | 'timeZone' | 'units' | 'follow'>;

function DetailsList({ points, items, currentIndex, onSelect, timeZone, units, follow }: ListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => DETAILS_ROW_HEIGHT[items[i]?.kind ?? 'point'],
    getItemKey: (i) => items[i]?.key ?? i,
    overscan: 6,
    observeElementRect: (instance: Virtualizer<HTMLDivElement, Element>, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_HEIGHT })),
  });
  const byPoint = useMemo(() => itemIndexByPoint(items, points.length), [items, points.length]);
  const active = byPoint[currentIndex] ?? -1;

  useEffect(() => {
    if (follow && active >= 0) virtualizer.scrollToIndex(active, { align: 'auto' });
    // Only when the highlighted card changes; the virtualizer is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, follow]);

  return (
    <div ref={scrollRef} className="pk-details__list" data-testid="details-list">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          const isActive = row.index === active;
          return (
            <div key={row.key} data-index={row.index} className="pk-details__slot" style={{ height: row.size, transform: `translateY(${row.start}px)` }}>
              {item.kind === 'day' ? (
                <div className="pk-details__day" data-testid="details-day">
                  {item.label}
                </div>
              ) : item.kind === 'long-event' ? (
                <LongEventCard item={item} points={points} active={isActive} onSelect={onSelect} timeZone={timeZone} units={units} />
              ) : item.kind === 'continued' ? (
                <ContinuedRow item={item} onSelect={onSelect} timeZone={timeZone} units={units} />
              ) : item.kind === 'no-data' ? (
                <div className="pk-details__no-data" data-testid="details-no-data">
                  No data
                </div>
              ) : points[item.index] ? (
                <PointCard point={points[item.index]!} index={item.index} active={isActive} onSelect={onSelect} timeZone={timeZone} units={units} />
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
