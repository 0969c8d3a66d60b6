import type { ReactNode } from 'react';

/** Props of {@link ListTable}. */
export interface ListTableProps {
  /** Read by screen readers: what the table lists. */
  caption: string;
  /** The column headers, in order. */
  head: readonly ReactNode[];
  /** A last column of row actions (its header read by screen readers only). @default false */
  actions?: boolean;
  testId?: string;
  /** Below the table, inside its frame (a note that more rows match). */
  footer?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A plain list table in the administration's style: a caption, its column headers, the rows the caller renders. */
export function ListTable({ caption, head, actions = false, testId, footer, children }: ListTableProps) {
  return (
    <div className="admin-table" data-testid={testId}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {footer}
    </div>
  );
}

/** Props of {@link ListError}. */
export interface ListErrorProps {
  error: Error;
}

/** Why a list could not be read, where the list would be. */
export function ListError({ error }: ListErrorProps) {
  return (
    <p className="admin-form__error" role="alert">
      {error.message}
    </p>
  );
}
