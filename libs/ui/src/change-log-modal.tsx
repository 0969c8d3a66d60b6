import { MESSAGES, WEB_TEXTS, isEntryNew, type ChangeLogEntry } from '@fleet/domain';
import { Dialog } from 'radix-ui';
import { Badge } from './badge';
import { Button } from './button';
import { CloseIcon } from './icons';
import './change-log-modal.css';
import './dialog.css';

/** Props of {@link ChangeLogModal}. */
export interface ChangeLogModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Entries, newest first. */
  entries: readonly ChangeLogEntry[];
  /** How many entries the user has seen (stored by the app); the first `entries.length - seenCount` are NEW. */
  seenCount: number;
  /** Called with `entries.length` when the modal closes after showing unseen entries. */
  onSeen: (seenCount: number) => void;
}

/**
 * 'Latest System Updates': the change log, unseen entries marked NEW. Controlled: the app keeps `open` and the
 * seen count; closing reports every entry as seen, so the markers stay visible while the modal is open.
 */
export function ChangeLogModal({ open, onOpenChange, entries, seenCount, onSeen }: ChangeLogModalProps) {
  const handleOpenChange = (next: boolean) => {
    if (!next && seenCount < entries.length) onSeen(entries.length);
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fleet-dialog-overlay" />
        <Dialog.Content className="fleet-dialog" data-testid="changelog-modal">
          <div className="fleet-dialog__header">
            <Dialog.Title className="fleet-dialog__title">{WEB_TEXTS.changeLogTitle}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close" data-testid="changelog-close">
                <CloseIcon size={16} />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="fleet-dialog__description">
            {`${entries.length} update${entries.length === 1 ? '' : 's'}`}
          </Dialog.Description>
          <div className="fleet-dialog__body">
            <ol className="fleet-changelog__list">
              {entries.map((entry, i) => {
                const isNew = isEntryNew(i, entries.length, seenCount);
                return (
                  <li key={`${entry.date}-${entry.title}`} className="fleet-changelog__entry" data-testid="changelog-entry" data-new={isNew}>
                    <div className="fleet-changelog__meta">
                      <time dateTime={entry.date}>{entry.date}</time>
                      <span aria-hidden="true">·</span>
                      <span>{entry.author}</span>
                      {isNew ? (
                        <Badge color="danger" solid data-testid="changelog-new-marker">
                          {WEB_TEXTS.newMarker}
                        </Badge>
                      ) : null}
                    </div>
                    <h3 className="fleet-changelog__title">{entry.title}</h3>
                    {entry.changes.length > 0 ? (
                      <ul className="fleet-changelog__changes">
                        {entry.changes.map((change) => (
                          <li key={change}>{change}</li>
                        ))}
                      </ul>
                    ) : (
                      <p className="fleet-changelog__empty">{MESSAGES.noDetails}</p>
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
