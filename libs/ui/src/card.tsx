import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card. */
  title?: ReactNode;
  /** Controls at the right of the heading. */
  actions?: ReactNode;
  /** The body touches the card's edges (tables). @default false */
  flush?: boolean;
}

/** A white panel with an optional heading; a `section` labelled by its title. */
export function Card({ title, actions, flush = false, children, className, ...rest }: CardProps) {
  return (
    <section className={['fleet-card', className].filter(Boolean).join(' ')} {...rest}>
      {title || actions ? (
        <header className="fleet-card__header">
          {title ? <h2 className="fleet-card__title">{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      <div className={`fleet-card__body${flush ? ' fleet-card__body--flush' : ''}`}>{children}</div>
    </section>
  );
}
