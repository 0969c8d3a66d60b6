import { EmptyState } from '@fleet/ui';
import { useState } from 'react';
import { AppLink } from './transport-chips';

/** One entry to pick. */
export interface PickItem {
  id: number;
  name: string;
  /** What else identifies it (a number, a vehicle, a contact). */
  detail?: string;
  inactive?: boolean;
}

/** Props of {@link PickList}. */
export interface PickListProps {
  /** What is picked, plural ("drivers"). */
  noun: string;
  items: readonly PickItem[];
  hrefOf: (id: number) => string;
  onNavigate: (href: string) => void;
  /** `<testId>`, `<testId>-search`, `<testId>-item`. */
  testId: string;
}

/** A list to pick one from (a view page opened without an id), narrowed by words of its names. */
export function PickList({ noun, items, hrefOf, onNavigate, testId }: PickListProps) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = items.filter((i) => words.every((w) => `${i.name} ${i.detail ?? ''}`.toLowerCase().includes(w)));
  if (items.length === 0) return <EmptyState title={`No ${noun} yet`} description={`Add ${noun} on the Transport page.`} />;
  return (
    <section className="transport-pick" data-testid={testId}>
      <p className="muted">Choose one of the {noun}:</p>
      <input type="search" aria-label={`Search ${noun}`} placeholder={`Search ${noun}`} value={query} onChange={(e) => setQuery(e.target.value)} data-testid={`${testId}-search`} />
      <ul className="transport-pick__list">
        {shown.map((i) => (
          <li key={i.id} data-testid={`${testId}-item`}>
            <AppLink href={hrefOf(i.id)} onNavigate={onNavigate}>
              {i.name}
            </AppLink>
            {i.detail ? <span className="muted"> · {i.detail}</span> : null}
            {i.inactive ? <span className="muted"> (inactive)</span> : null}
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="muted">None matches.</p> : null}
    </section>
  );
}
