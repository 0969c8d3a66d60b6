import { CHANGE_LOG, WEB_TEXTS, countNewEntries } from '@fleet/domain';
import { ChangeLogModal, IconButton, MegaphoneIcon } from '@fleet/ui';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { changeLogSeenAtom } from './shell-atoms';

/** The megaphone in the top bar (badge = new entries) and the 'Latest System Updates' modal it opens. */
export function ChangeLogControl() {
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useAtom(changeLogSeenAtom);
  const unseen = countNewEntries(CHANGE_LOG.length, seen);
  return (
    <>
      <IconButton
        label={WEB_TEXTS.changeLogTitle}
        badge={unseen}
        badgeTestId="changelog-badge"
        onClick={() => setOpen(true)}
        data-testid="changelog-button"
      >
        <MegaphoneIcon />
      </IconButton>
      <ChangeLogModal open={open} onOpenChange={setOpen} entries={CHANGE_LOG} seenCount={seen} onSeen={setSeen} />
    </>
  );
}
