import { CHANGE_LOG, MESSAGES, WEB_TEXTS, type ChangeLogEntry } from '@fleet/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChangeLogModal } from './change-log-modal';

const entries: ChangeLogEntry[] = [...CHANGE_LOG, { date: '2026-01-01', author: 'Ops', title: 'Old note', changes: [] }];

function Harness({ initialSeen, onSeen }: { initialSeen: number; onSeen: (n: number) => void }) {
  const [open, setOpen] = useState(true);
  const [seen, setSeen] = useState(initialSeen);
  return (
    <ChangeLogModal
      open={open}
      onOpenChange={setOpen}
      entries={entries}
      seenCount={seen}
      onSeen={(n) => {
        setSeen(n);
        onSeen(n);
      }}
    />
  );
}

describe('ChangeLogModal', () => {
  it('marks unseen entries NEW and shows the no-details text', () => {
    render(<ChangeLogModal open onOpenChange={() => {}} entries={entries} seenCount={1} onSeen={() => {}} />);
    expect(screen.getByRole('dialog', { name: WEB_TEXTS.changeLogTitle })).toBeTruthy();
    const items = screen.getAllByTestId('changelog-entry');
    expect(items.map((i) => i.getAttribute('data-new'))).toEqual(['true', 'false']);
    expect(screen.getAllByTestId('changelog-new-marker')).toHaveLength(1);
    expect(items[1]?.textContent).toContain(MESSAGES.noDetails);
    expect(items[0]?.textContent).toContain(CHANGE_LOG[0]?.changes[0]);
  });

  it('reports all entries seen on close, once', async () => {
    const onSeen = vi.fn();
    render(<Harness initialSeen={0} onSeen={onSeen} />);
    expect(screen.getAllByTestId('changelog-new-marker')).toHaveLength(2);
    await userEvent.click(screen.getByTestId('changelog-close'));
    expect(onSeen).toHaveBeenCalledExactlyOnceWith(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not report when everything was seen already', async () => {
    const onSeen = vi.fn();
    render(<Harness initialSeen={2} onSeen={onSeen} />);
    expect(screen.queryByTestId('changelog-new-marker')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onSeen).not.toHaveBeenCalled();
  });
});
