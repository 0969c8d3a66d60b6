import { MESSAGES, valueNotFoundMessage } from '@fleet/domain';
import { Popover } from 'radix-ui';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fuzzyFilter } from './fuzzy-search';
import type { OptionValue } from './grouped-options';
import { ChevronGlyph } from './icons';
import { SearchInput } from './search-input';
import { VirtualList } from './virtual-list';
import './selects.css';

/** The default option shape of {@link SingleSelect}. */
export interface SingleSelectOption {
  value: OptionValue;
  label: string;
}

/** Props of {@link SingleSelect}. */
export interface SingleSelectProps<T = SingleSelectOption> {
  /** The options, in menu order (searchable by their label). */
  options: readonly T[];
  /** The chosen value; null for none. */
  value: OptionValue | null;
  /** Called with the newly chosen value and its option. */
  onChange: (value: OptionValue, option: T) => void;
  /** Text of an option (shown and searched). @default option.label */
  getLabel?: (option: T) => string;
  /** Value of an option. @default option.value */
  getValue?: (option: T) => OptionValue;
  /** Name of the text field, for the '{field} not found' text of an unknown value. @default 'label' */
  textField?: string;
  /** Text of the trigger when nothing is chosen. @default 'Select' */
  placeholder?: string;
  /** Accessible name of the trigger. */
  ariaLabel?: string;
  /** Disables the trigger. @default false */
  disabled?: boolean;
  /** Trigger width, px. @default 200 */
  width?: number;
  /** Base of the `data-testid`s: `<id>`, `<id>-search`, `<id>-option`, `<id>-empty`. @default 'single-select' */
  testId?: string;
}

const defaultLabel = (o: unknown) => String((o as SingleSelectOption).label ?? '');
const defaultValue = (o: unknown) => (o as SingleSelectOption).value;

/**
 * A single select with fuzzy search (SPEC §2 shared widgets): the trigger is 200 x 29.6 px; the menu's search matches
 * the typed characters in order, ignoring case and spaces, best matches first; nothing found shows
 * 'No Results Found'. Arrow keys move, Enter chooses, Escape closes. Controlled.
 */
export function SingleSelect<T = SingleSelectOption>({
  options,
  value,
  onChange,
  getLabel = defaultLabel,
  getValue = defaultValue,
  textField = 'label',
  placeholder = 'Select',
  ariaLabel,
  disabled = false,
  width = 200,
  testId = 'single-select',
}: SingleSelectProps<T>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);

  const results = useMemo(() => fuzzyFilter(options, query, getLabel), [options, query, getLabel]);
  const chosen = value === null ? undefined : options.find((o) => getValue(o) === value);
  const label = value === null ? null : chosen ? getLabel(chosen) : valueNotFoundMessage(textField);

  const setOpenAndReset = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
    // Opening starts on the chosen option (the search is empty, so the results are the options in order).
    setActive(next && chosen ? Math.max(0, options.indexOf(chosen)) : 0);
  };
  const choose = (option: T) => {
    onChange(getValue(option), option);
    setOpenAndReset(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const option = results[active];
      if (option) choose(option);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpenAndReset}>
      <Popover.Trigger asChild disabled={disabled}>
        <button
          type="button"
          className="fleet-select-trigger fleet-single-select__trigger"
          style={{ width }}
          aria-label={ariaLabel}
          aria-haspopup="listbox"
          data-testid={testId}
          data-placeholder={label === null || undefined}
        >
          <span className="fleet-select-trigger__text">{label ?? placeholder}</span>
          <ChevronGlyph className="fleet-select-trigger__chevron" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="fleet-select-menu fleet-single-select__menu"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            searchRef.current?.focus();
          }}
          data-testid={`${testId}-menu`}
        >
          <SearchInput
            ref={searchRef}
            value={query}
            onChange={(q) => {
              setQuery(q);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            testId={`${testId}-search`}
          />
          {results.length === 0 ? (
            <p className="fleet-select-menu__empty" data-testid={`${testId}-empty`}>
              {MESSAGES.noResultsSingle}
            </p>
          ) : (
            <VirtualList
              count={results.length}
              getKey={(i) => String(getValue(results[i] as T))}
              maxHeight={320}
              ariaLabel={ariaLabel ?? placeholder}
              renderRow={(i) => {
                const option = results[i] as T;
                const selected = getValue(option) === value;
                return (
                  <div
                    role="option"
                    aria-selected={selected}
                    className="fleet-select-option"
                    data-active={i === active || undefined}
                    data-testid={`${testId}-option`}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => choose(option)}
                  >
                    <span className="fleet-select-option__text">{getLabel(option)}</span>
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
