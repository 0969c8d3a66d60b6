import type { AuditEntry } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditTable } from './audit-table';

const ENTRIES: AuditEntry[] = [
  { id: '2', at: '2026-11-20T02:00:00.000Z', actorId: null, actorName: 'Installation operator (ops@host.my)', action: 'support-visit', objectKind: 'session', objectId: null, summary: 'Installation operator ops@host.my opened a support session as Administrator', details: {} },
  { id: '1', at: '2026-11-19T02:00:00.000Z', actorId: 'u1', actorName: 'Ana Admin (admin)', action: 'update', objectKind: 'user', objectId: 'u2', summary: 'Updated user Demo User (demo): permissions', details: {} },
];

const meta = {
  title: 'Admin/AuditTable',
  component: AuditTable,
  args: { entries: ENTRIES, total: 60, query: { page: 1, pageSize: 25 }, onQueryChange: fn(), timeZone: 'Asia/Kuala_Lumpur' },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof AuditTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Entries newest first in the company's zone; filters go out as one query from page 1; paging asks for the next. */
export const FiltersAndPages: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('audit-row')[0]).toHaveTextContent('20/11/2026 | 10:00:00');
    await userEvent.selectOptions(c.getByTestId('audit-kind'), 'user');
    await userEvent.type(c.getByTestId('audit-actor'), 'ana');
    await userEvent.click(c.getByTestId('audit-apply'));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ objectKind: 'user', actor: 'ana', page: 1, pageSize: 25 });
    await userEvent.click(c.getByTestId('audit-next'));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 25 });
  },
};

/** Filters that match nothing: say how to widen them. */
export const EmptyFiltered: Story = {
  args: { entries: [], total: 0, query: { page: 1, pageSize: 25, action: 'delete' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('audit-empty')).toHaveTextContent('Widen the time range');
  },
};
