import type { ReportColumn } from '@fleet/domain';
import { Checkbox, Popover } from 'radix-ui';

/** Props of {@link ColumnChooser}. */
export interface ColumnChooserProps {
  columns: readonly ReportColumn[];
  /** Fields currently hidden. */
  hidden: ReadonlySet<string>;
  onToggle: (field: string, visible: boolean) => void;
}

/** 'Columns' popover: one checkbox per column. The last visible column cannot be hidden. */
export function ColumnChooser({ columns, hidden, onToggle }: ColumnChooserProps) {
  const visibleCount = columns.length - hidden.size;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button type="button" data-testid="report-grid-columns">
          Columns
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={4} style={panel} data-testid="report-grid-columns-panel">
          {columns.map((c) => {
            const id = `report-grid-col-${c.field}`;
            const on = !hidden.has(c.field);
            return (
              <div key={c.field} style={item}>
                <Checkbox.Root id={id} checked={on} disabled={on && visibleCount <= 1} onCheckedChange={(v) => onToggle(c.field, v === true)} style={box}>
                  <Checkbox.Indicator>✓</Checkbox.Indicator>
                </Checkbox.Root>
                <label htmlFor={id}>{c.header}</label>
              </div>
            );
          })}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const panel = { background: '#fff', border: '1px solid #ddd', borderRadius: 4, padding: 8, maxHeight: 320, overflowY: 'auto', boxShadow: '0 4px 12px rgba(0,0,0,.15)' } as const;
const item = { display: 'flex', alignItems: 'center', gap: 8, padding: '3px 0' } as const;
const box = { width: 16, height: 16, padding: 0, border: '1px solid #888', borderRadius: 3, background: '#fff', lineHeight: '14px', fontSize: 12 } as const;
