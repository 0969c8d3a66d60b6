import { MESSAGES } from '@fleet/domain';
import { Checkbox, Popover } from 'radix-ui';
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  buildMenuRows,
  chipsFor,
  fieldOf,
  groupCheckState,
  groupOptions,
  toggleGroupValues,
  toggleValue,
  valueOf,
  type GroupCheckState,
  type OptionFields,
  type OptionValue,
} from './grouped-options';
import { CheckGlyph, ChevronGlyph, CloseGlyph, DashGlyph } from './icons';
import { SearchInput } from './search-input';
import { ROW_HEIGHT_PX, VirtualList } from './virtual-list';
import './selects.css';

/** Props of {@link GroupedMultiSelect}. */
export interface GroupedMultiSelectProps<T> {
  /** The options; the menu groups them by their group field. */
  options: readonly T[];
  /** Field names of an option's group, text and value (SPEC §3: configurable). */
  fields: OptionFields<T>;
  /** The chosen values, in the order they were chosen. */
  value: readonly OptionValue[];
  /** Called with the new chosen values (an option, a whole group, a chip removed or Clear). */
  onChange: (value: OptionValue[]) => void;
  /** Single mode: choosing keeps only that value and closes the menu; only the first given value is shown. @default false */
  single?: boolean;
  /** Disables the select. @default false */
  disabled?: boolean;
  /** Text of the select when nothing is chosen. @default 'Select' */
  placeholder?: string;
  /** Accessible name of the select. */
  ariaLabel?: string;
  /** The text searched (contains, case and spaces ignored). @default the text field */
  searchText?: (option: T) => string;
  /** Width of the select, px. @default 300 */
  width?: number;
  /** Fixed height of the menu (search included), px; without it the list grows to at most 65vh. */
  menuHeight?: number;
  /**
   * Base of the `data-testid`s: `<id>`, `<id>-trigger`, `<id>-search`, `<id>-group`, `<id>-group-checkbox`,
   * `<id>-group-badge`, `<id>-option`, `<id>-chip`, `<id>-more`, `<id>-clear`, `<id>-empty`, `<id>-menu`.
   * @default 'multi-select'
   */
  testId?: string;
}

/** The multi-select menu is at most 65vh high (SPEC §9). */
export const MULTI_SELECT_MAX_HEIGHT = '65vh';
/** Chip text is at most 90 px wide (SPEC §2); longer text ends with an ellipsis. */
export const CHIP_TEXT_MAX_WIDTH_PX = 90;
/** Height of the menu's search row, px (subtracted from a fixed menu height). */
const SEARCH_ROW_PX = 44;

function CheckMark({ checked }: { checked: boolean | 'indeterminate' }) {
  return (
    <Checkbox.Indicator className="fleet-checkbox__indicator">
      {checked === 'indeterminate' ? <DashGlyph size={10} /> : <CheckGlyph size={10} />}
    </Checkbox.Indicator>
  );
}

/**
 * Grouped multi-select with search (SPEC §2 shared widgets): groups expand and collapse; a group checkbox chooses or
 * drops all its (matching) members; a partly chosen group shows 'chosen/total' in a badge. Closed, it shows up to two
 * chips, otherwise the first and '+N more...'; chip text is at most 90 px. The menu is a virtual list of 32 px rows,
 * at most 65vh high; 'No results found' when the search matches nothing; a chosen value with no option shows
 * '{text field} not found'. Built on Radix Popover and Checkbox; controlled.
 */
export function GroupedMultiSelect<T>({
  options,
  fields,
  value,
  onChange,
  single = false,
  disabled = false,
  placeholder = 'Select',
  ariaLabel,
  searchText,
  width = 300,
  menuHeight,
  testId = 'multi-select',
}: GroupedMultiSelectProps<T>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const searchRef = useRef<HTMLInputElement>(null);

  const shown = useMemo(() => (single ? value.slice(0, 1) : value), [single, value]);
  const chosen = useMemo(() => new Set(shown), [shown]);
  const groups = useMemo(() => groupOptions(options, fields), [options, fields]);
  const byValue = useMemo(() => new Map(options.map((o) => [valueOf(o, fields), o] as const)), [options, fields]);
  const rows = useMemo(() => buildMenuRows(groups, fields, query, expanded, searchText), [groups, fields, query, expanded, searchText]);
  const { chips, more } = chipsFor(shown, byValue, fields);

  const setOpenAndReset = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };
  const toggleExpanded = (name: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const chooseOption = (v: OptionValue) => {
    if (single) {
      if (!(shown.length === 1 && shown[0] === v)) onChange([v]);
      setOpenAndReset(false);
      return;
    }
    onChange(toggleValue(shown, v));
  };
  const chooseGroup = (members: readonly T[]) => onChange(toggleGroupValues(shown, members.map((o) => valueOf(o, fields))));

  const listHeight = menuHeight ? menuHeight - SEARCH_ROW_PX : undefined;
  // The whole menu (search included) is at most 65vh high unless a fixed height is given.
  const menuStyle: CSSProperties = { width: Math.max(width, 240), height: menuHeight, maxHeight: menuHeight ? undefined : MULTI_SELECT_MAX_HEIGHT };

  return (
    <Popover.Root open={open} onOpenChange={setOpenAndReset}>
      <div
        className="fleet-multi-select"
        style={{ width }}
        data-testid={testId}
        data-disabled={disabled || undefined}
        data-single={single || undefined}
      >
        <Popover.Anchor asChild>
          <div className="fleet-multi-select__frame" data-clearable={(shown.length > 0 && !disabled) || undefined}>
            <Popover.Trigger asChild disabled={disabled}>
              <button
                type="button"
                className="fleet-select-trigger fleet-multi-select__trigger"
                aria-label={ariaLabel}
                aria-haspopup="listbox"
                data-testid={`${testId}-trigger`}
              >
                <span className="fleet-multi-select__chips">
                  {chips.length === 0 ? <span className="fleet-select-trigger__placeholder">{placeholder}</span> : null}
                  {chips.map((chip) => (
                    <span
                      key={String(chip.value)}
                      className="fleet-chip"
                      data-missing={chip.missing || undefined}
                      title={chip.label}
                      data-testid={`${testId}-chip`}
                    >
                      <span className="fleet-chip__text" style={{ maxWidth: CHIP_TEXT_MAX_WIDTH_PX }}>
                        {chip.label}
                      </span>
                    </span>
                  ))}
                  {more ? (
                    <span className="fleet-chip fleet-chip--more" data-testid={`${testId}-more`}>
                      {more}
                    </span>
                  ) : null}
                </span>
                <ChevronGlyph className="fleet-select-trigger__chevron" />
              </button>
            </Popover.Trigger>
            {shown.length > 0 && !disabled ? (
              <button type="button" className="fleet-multi-select__clear" aria-label="Clear selection" data-testid={`${testId}-clear`} onClick={() => onChange([])}>
                <CloseGlyph size={12} />
              </button>
            ) : null}
          </div>
        </Popover.Anchor>
      </div>
      <Popover.Portal>
        <Popover.Content
          className="fleet-select-menu fleet-multi-select__menu"
          style={menuStyle}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          data-testid={`${testId}-menu`}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            searchRef.current?.focus();
          }}
        >
          <SearchInput ref={searchRef} value={query} onChange={setQuery} testId={`${testId}-search`} />
          {rows.length === 0 ? (
            <p className="fleet-select-menu__empty" data-testid={`${testId}-empty`}>
              {MESSAGES.noResults}
            </p>
          ) : (
            <VirtualList
              count={rows.length}
              rowHeight={ROW_HEIGHT_PX}
              getKey={(i) => rows[i]?.key ?? i}
              height={listHeight}
              maxHeight={listHeight ? undefined : `calc(${MULTI_SELECT_MAX_HEIGHT} - ${SEARCH_ROW_PX}px)`}
              ariaLabel={ariaLabel ?? placeholder}
              ariaMultiselectable={!single}
              renderRow={(i) => {
                const row = rows[i];
                if (!row) return null;
                if (row.kind === 'group') {
                  const members = row.matching.map((o) => valueOf(o, fields));
                  const state: GroupCheckState = groupCheckState(members, chosen);
                  return (
                    <div className="fleet-select-group" data-testid={`${testId}-group`} data-group={row.group.name} data-expanded={row.expanded}>
                      {single ? null : (
                        <Checkbox.Root
                          className="fleet-checkbox"
                          checked={state.checked}
                          onCheckedChange={() => chooseGroup(row.matching)}
                          aria-label={`Select all of ${row.group.name}`}
                          data-testid={`${testId}-group-checkbox`}
                        >
                          <CheckMark checked={state.checked} />
                        </Checkbox.Root>
                      )}
                      <button
                        type="button"
                        className="fleet-select-group__toggle"
                        aria-expanded={row.expanded}
                        onClick={() => toggleExpanded(row.group.name)}
                        data-testid={`${testId}-group-toggle`}
                      >
                        <ChevronGlyph direction={row.expanded ? 'down' : 'right'} />
                        <span className="fleet-select-group__name">{row.group.name || '—'}</span>
                        <span className="fleet-select-group__count">{row.matching.length}</span>
                      </button>
                      {state.checked === 'indeterminate' ? (
                        <span className="fleet-select-group__badge" data-testid={`${testId}-group-badge`}>
                          {state.selected}/{state.total}
                        </span>
                      ) : null}
                    </div>
                  );
                }
                const isChosen = chosen.has(row.value);
                const text = fieldOf(row.option, fields.text);
                return (
                  <div
                    role="option"
                    aria-selected={isChosen}
                    className="fleet-select-option fleet-select-option--nested"
                    data-testid={`${testId}-option`}
                    data-value={String(row.value)}
                    onClick={single ? () => chooseOption(row.value) : undefined}
                  >
                    {single ? (
                      <span className="fleet-select-option__text" title={text}>
                        {text}
                      </span>
                    ) : (
                      <label className="fleet-select-option__label">
                        <Checkbox.Root className="fleet-checkbox" checked={isChosen} onCheckedChange={() => chooseOption(row.value)} aria-label={text}>
                          <CheckMark checked={isChosen} />
                        </Checkbox.Root>
                        <span className="fleet-select-option__text" title={text}>
                          {text}
                        </span>
                      </label>
                    )}
                  </div>
                );
              }}
            />
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
