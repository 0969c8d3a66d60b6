import type { ReportRow } from '@fleet/domain';
import { DropdownMenu } from 'radix-ui';
import type { CSSProperties } from 'react';

/** A command of one row (details in a modal, playback, ...), an item of the row's actions menu. */
export interface ReportRowAction {
  label: string;
  testId: string;
  run: () => void;
}

/** Width of the row actions column, px. */
export const ROW_ACTIONS_COLUMN_PX = 40;

/** Props of {@link RowActionsMenu}. */
export interface RowActionsMenuProps {
  row: ReportRow;
  /** The maps command with its label, offered first; null when the row has none. */
  maps: { label: string; run: (row: ReportRow) => void } | null;
  actions: readonly ReportRowAction[];
}

/**
 * The commands of a row behind one compact '⋯' button (Radix DropdownMenu: keyboard and screen-reader ready): the maps
 * command, then the row's actions. Nothing when the row has no command.
 */
export function RowActionsMenu({ row, maps, actions }: RowActionsMenuProps) {
  if (!maps && actions.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button type="button" aria-label="Row actions" title="Row actions" style={trigger} data-testid="report-grid-row-actions">
          ⋯
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={2} style={menu} data-testid="report-grid-row-menu">
          {maps ? (
            <DropdownMenu.Item className="report-grid__menu-item" style={item} onSelect={() => maps.run(row)} data-testid="report-grid-row-command">
              {maps.label}
            </DropdownMenu.Item>
          ) : null}
          {actions.map((a) => (
            <DropdownMenu.Item key={a.testId} className="report-grid__menu-item" style={item} onSelect={a.run} data-testid={a.testId}>
              {a.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const trigger: CSSProperties = {
  width: 28,
  height: 24,
  padding: 0,
  border: '1px solid #d8d6de',
  borderRadius: 4,
  background: '#fff',
  cursor: 'pointer',
  fontSize: 16,
  lineHeight: '20px',
};
// A popup: above the page and above the dialog layer, like the selects' menus.
const menu: CSSProperties = {
  zIndex: 'calc(var(--fleet-z-modal, 1100) + 20)',
  minWidth: 160,
  background: '#fff',
  border: '1px solid #ddd',
  borderRadius: 4,
  padding: 4,
  boxShadow: '0 4px 12px rgba(0,0,0,.15)',
  fontSize: 13,
};
const item: CSSProperties = { padding: '6px 10px', borderRadius: 3, cursor: 'pointer', outline: 'none' };
