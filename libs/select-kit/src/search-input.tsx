import { forwardRef } from 'react';
import { CloseGlyph, SearchGlyph } from './icons';

/** Props of {@link SearchInput}. */
export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Accessible name. @default 'Search' */
  label?: string;
  testId?: string;
  /** Keys typed in the box that the menu handles (arrows, Enter, Escape). */
  onKeyDown?: React.KeyboardEventHandler<HTMLInputElement>;
}

/** The search box of a select menu, with a close icon that clears it (shown while it holds text). */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  { value, onChange, placeholder = 'Search', label = 'Search', testId, onKeyDown },
  ref,
) {
  return (
    <div className="fleet-select-search">
      <SearchGlyph className="fleet-select-search__icon" />
      <input
        ref={ref}
        className="fleet-select-search__input"
        type="text"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {value !== '' ? (
        <button
          type="button"
          className="fleet-select-search__clear"
          aria-label="Clear search"
          data-testid={testId ? `${testId}-clear` : undefined}
          onClick={() => onChange('')}
        >
          <CloseGlyph size={12} />
        </button>
      ) : null}
    </div>
  );
});
