import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, ReactNode } from 'react';
import { useRef } from 'react';

/** Select rows are 32 px high (SPEC §9). */
export const ROW_HEIGHT_PX = 32;
/** Rows rendered when the list's height cannot be measured (SPEC §9: "up to 100 rows when unconstrained"). */
export const UNMEASURED_ROWS = 100;

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  count: number;
  /** Renders row `index`; the row is placed and sized by the list. */
  renderRow: (index: number) => ReactNode;
  getKey: (index: number) => string | number;
  /** Row height, px. @default 32 */
  rowHeight?: number;
  /** CSS max height of the scroll area, e.g. '65vh' or 360. */
  maxHeight?: CSSProperties['maxHeight'];
  /** CSS height of the scroll area (fixed). */
  height?: CSSProperties['height'];
  className?: string;
  testId?: string;
  role?: string;
  ariaLabel?: string;
  ariaMultiselectable?: boolean;
}

/**
 * A vertical list that renders only the rows in view (@tanstack/react-virtual). When the scroll area has no measured
 * height (not laid out, or a DOM without layout) it renders the first {@link UNMEASURED_ROWS} rows.
 */
export function VirtualList({
  count,
  renderRow,
  getKey,
  rowHeight = ROW_HEIGHT_PX,
  maxHeight,
  height,
  className,
  testId,
  role = 'listbox',
  ariaLabel,
  ariaMultiselectable,
}: VirtualListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: getKey,
    overscan: 8,
    observeElementRect: (instance: Virtualizer<HTMLDivElement, Element>, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_ROWS * rowHeight })),
  });
  return (
    <div
      ref={scrollRef}
      className={['fleet-virtual-list', className].filter(Boolean).join(' ')}
      style={{ maxHeight, height, overflowY: 'auto' }}
      data-testid={testId}
      role={role}
      aria-label={ariaLabel}
      aria-multiselectable={ariaMultiselectable}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: rowHeight, transform: `translateY(${item.start}px)` }}
          >
            {renderRow(item.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
