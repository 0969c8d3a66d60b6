import { CHANGE_LOG, MESSAGES, WEB_TEXTS, type ChangeLogEntry } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ChangeLogModal } from './change-log-modal';

const OLDER: ChangeLogEntry = { date: '2026-10-01', author: 'Fleet team', title: 'Maintenance window', changes: [] };

const meta = {
  title: 'UI/ChangeLogModal',
  component: ChangeLogModal,
  args: { open: true, entries: [...CHANGE_LOG, OLDER], seenCount: 0, onOpenChange: fn(), onSeen: fn() },
} satisfies Meta<typeof ChangeLogModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing seen yet: every entry carries the NEW marker. */
export const AllNew: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: WEB_TEXTS.changeLogTitle });
    await expect(dialog).toBeVisible();
    await expect(screen.getAllByTestId('changelog-entry')).toHaveLength(2);
    await expect(screen.getAllByTestId('changelog-new-marker')).toHaveLength(2);
  },
};

/** One of two seen: only the newest is NEW; the entry without changes says so. */
export const OneUnseen: Story = {
  args: { seenCount: 1 },
  play: async () => {
    const entries = await screen.findAllByTestId('changelog-entry');
    await expect(entries[0]).toHaveAttribute('data-new', 'true');
    await expect(entries[1]).toHaveAttribute('data-new', 'false');
    await expect(screen.getAllByTestId('changelog-new-marker')).toHaveLength(1);
    await expect(entries[1]).toHaveTextContent(MESSAGES.noDetails);
  },
};

/** All seen: no marker at all. */
export const AllSeen: Story = {
  args: { seenCount: 2 },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByTestId('changelog-new-marker')).toBeNull();
  },
};

/** Closing after showing unseen entries reports them all as seen. */
export const CloseMarksSeen: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('changelog-close'));
    await waitFor(() => expect(args.onSeen).toHaveBeenCalledWith(2));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
