import { ASSET_STATUSES, STATUS_SHORT, type StatusCounts, type StatusFilterKey } from '@fleet/domain';
import { Tooltip } from '@fleet/ui';
import { DropdownMenu } from 'radix-ui';
import type { CSSProperties } from 'react';
import { FilterGlyph } from './icons';
import { STATUS_FILTER_ENTRIES, sameStatusSelection, statusDropdownEntries, type StatusFilterEntry } from './status-filter-entries';
import { chooseStatusV1, expandStatusSelectionV2, toggleStatusV2 } from './status-filter-rules';
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
  /** Compact toolbar: the entries move into a dropdown. @default false */
  compact?: boolean;
  /** The toolbar's filter type; when its first value is 'key' the dropdown leaves out the All entry. @default [] */
  filterType?: readonly string[];
  /** Disables every entry. @default false */
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
  return sameStatusSelection(next, expandStatusSelectionV2(value)) ? null : next;
}

function entryStyle(entry: StatusFilterEntry): CSSProperties {
  return { '--status-color': entry.color } as CSSProperties;
}

/** What an entry stands for, for its tooltip: 'All assets', or the status in full ('Parked'). */
const ENTRY_MEANING: Record<StatusFilterKey, string> = {
  All: 'All assets',
  ...(Object.fromEntries(ASSET_STATUSES.map((s) => [STATUS_SHORT[s], s])) as Record<Exclude<StatusFilterKey, 'All'>, string>),
};

/** The tooltip of an entry: its meaning and count, e.g. 'Parked: 21'. */
export function statusEntryTip(key: StatusFilterKey, count: number): string {
  return `${ENTRY_MEANING[key]}: ${count}`;
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
  // v2: All stands for the four statuses, shown chosen with it.
  const chosen = new Set(mode === 'v2' ? expandStatusSelectionV2(value) : value);

  if (compact) {
    const entries = statusDropdownEntries(filterType);
    return (
      <div className="fleet-status-filter fleet-status-filter--compact" data-testid="status-filter" data-mode={mode} data-compact="true">
        <DropdownMenu.Root modal={false}>
          <Tooltip content={`Status filter: ${summary(value)}`}>
            <DropdownMenu.Trigger asChild disabled={disabled}>
              <button type="button" className="fleet-status-filter__trigger" aria-label={`Status filter: ${summary(value)}`} data-testid="status-filter-trigger">
                <FilterGlyph size={15} />
                <span className="fleet-status-filter__summary">{summary(value)}</span>
              </button>
            </DropdownMenu.Trigger>
          </Tooltip>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="fleet-status-filter__menu" align="start" sideOffset={4} data-testid="status-filter-menu">
              {entries.map((entry) => (
                <DropdownMenu.CheckboxItem
                  key={entry.key}
                  className="fleet-status-filter__item"
                  style={entryStyle(entry)}
                  checked={chosen.has(entry.key)}
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
        const active = chosen.has(entry.key);
        return (
          <Tooltip key={entry.key} content={statusEntryTip(entry.key, counts[entry.key])}>
            <button
              type="button"
              className="fleet-status-filter__button"
              style={entryStyle(entry)}
              aria-pressed={active}
              aria-label={`${entry.key} ${counts[entry.key]}`}
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
          </Tooltip>
        );
      })}
    </div>
  );
}
