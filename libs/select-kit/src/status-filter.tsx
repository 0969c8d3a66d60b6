import type { StatusCounts, StatusFilterKey } from '@fleet/domain';
import { DropdownMenu } from 'radix-ui';
import type { CSSProperties } from 'react';
import { FilterGlyph } from './icons';
import { STATUS_FILTER_ENTRIES, sameStatusSelection, statusDropdownEntries, type StatusFilterEntry } from './status-filter-entries';
import { chooseStatusV1, toggleStatusV2 } from './status-filter-rules';
import './status-filter.css';

/** Props of {@link StatusFilter}. */
export interface StatusFilterProps {
  /** v1: exactly one entry is chosen; v2: several (All stands for the four statuses). */
  mode: 'v1' | 'v2';
  /** The chosen entries (v1: one). */
  value: readonly StatusFilterKey[];
  /** Assets per entry, shown in each entry. */
  counts: StatusCounts;
  /** Called only when the choice differs from the current one. */
  onChange: (value: StatusFilterKey[]) => void;
  /** Compact toolbar: the entries move into a dropdown. */
  compact?: boolean;
  /** The toolbar's filter type; when its first value is 'key' the dropdown leaves out the All entry. */
  filterType?: readonly string[];
  disabled?: boolean;
}

/**
 * The next selection after choosing an entry, or null when nothing changes (no event, SPEC §4): v1 keeps exactly one;
 * v2 follows the All rules of {@link toggleStatusV2}.
 */
export function nextStatusSelection(mode: 'v1' | 'v2', value: readonly StatusFilterKey[], key: StatusFilterKey): StatusFilterKey[] | null {
  if (mode === 'v1') {
    const chosen = chooseStatusV1(value[0] ?? 'All', key);
    return chosen === null ? null : [chosen];
  }
  const next = toggleStatusV2(value, key);
  return sameStatusSelection(next, value) ? null : next;
}

function entryStyle(entry: StatusFilterEntry): CSSProperties {
  return { '--status-color': entry.color } as CSSProperties;
}

/** The label of the compact trigger: the single chosen entry, All, or how many are chosen. */
function summary(value: readonly StatusFilterKey[]): string {
  if (value.includes('All')) return 'All';
  if (value.length === 0) return 'None';
  return value.length === 1 ? (value[0] as string) : `${value.length} statuses`;
}

/**
 * The asset status filter (SPEC §2, §4): All (primary), Move (success), Idle (warning), Park (danger) and Inactive
 * (dark), each with its count. `data-testid`s `status-filter` and `status-filter-<Key>` (the count inside). Compact, it
 * is a dropdown. Controlled; emits only on change.
 */
export function StatusFilter({ mode, value, counts, onChange, compact = false, filterType = [], disabled = false }: StatusFilterProps) {
  const choose = (key: StatusFilterKey) => {
    const next = nextStatusSelection(mode, value, key);
    if (next) onChange(next);
  };

  if (compact) {
    const entries = statusDropdownEntries(filterType);
    return (
      <div className="fleet-status-filter fleet-status-filter--compact" data-testid="status-filter" data-mode={mode} data-compact="true">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild disabled={disabled}>
            <button type="button" className="fleet-status-filter__trigger" aria-label={`Status filter: ${summary(value)}`} data-testid="status-filter-trigger">
              <FilterGlyph size={15} />
              <span className="fleet-status-filter__summary">{summary(value)}</span>
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="fleet-status-filter__menu" align="start" sideOffset={4} data-testid="status-filter-menu">
              {entries.map((entry) => (
                <DropdownMenu.CheckboxItem
                  key={entry.key}
                  className="fleet-status-filter__item"
                  style={entryStyle(entry)}
                  checked={value.includes(entry.key)}
                  onCheckedChange={() => choose(entry.key)}
                  // v2 chooses several: keep the menu open.
                  onSelect={mode === 'v2' ? (e) => e.preventDefault() : undefined}
                  data-testid={`status-filter-${entry.key}`}
                  data-color={entry.colorName}
                >
                  <span className="fleet-status-filter__dot" aria-hidden="true" />
                  <span className="fleet-status-filter__label">{entry.key}</span>
                  <span className="fleet-status-filter__count" data-testid={`status-filter-count-${entry.key}`}>
                    {counts[entry.key]}
                  </span>
                </DropdownMenu.CheckboxItem>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    );
  }

  return (
    <div className="fleet-status-filter" role="group" aria-label="Status filter" data-testid="status-filter" data-mode={mode}>
      {STATUS_FILTER_ENTRIES.map((entry) => {
        const active = value.includes(entry.key);
        return (
          <button
            key={entry.key}
            type="button"
            className="fleet-status-filter__button"
            style={entryStyle(entry)}
            aria-pressed={active}
            disabled={disabled}
            data-testid={`status-filter-${entry.key}`}
            data-color={entry.colorName}
            onClick={() => choose(entry.key)}
          >
            <span className="fleet-status-filter__label">{entry.key}</span>
            <span className="fleet-status-filter__count" data-testid={`status-filter-count-${entry.key}`}>
              {counts[entry.key]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
